import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { addCatalog, i18n } from "../lib/i18n.ts";
import { clearTokens } from "../lib/tokens.ts";
import { catalogs } from "./catalogs.ts";

for (const [language, catalog] of Object.entries(catalogs))
  addCatalog(language as keyof typeof catalogs, catalog);

// Pages load their route modules lazily; on a busy machine (CI runs every suite at once) the
// default 1 s wait for what a page shows is too short, and a slow machine is not a defect.
configure({ asyncUtilTimeout: 5000 });

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens on it.
if (!("fonts" in document) || !document.fonts) {
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}

// Unit tests never reach the network: a request that outlives its test's stub (a query the page
// started just before teardown) gets this answer instead of a connection error on a real socket.
globalThis.fetch = () =>
  Promise.resolve(
    new Response(JSON.stringify({ error: { code: "offline", message: "No network in unit tests" } }), {
      status: 503,
    }),
  );

// Files share their worker's modules (vitest.config.ts): what one test leaves in a module's store
// (toasts still queued, the language it chose) is reset here, not read by the next file.
afterEach(async () => {
  cleanup();
  clearTokens();
  window.localStorage.clear();
  window.sessionStorage.clear();
  notifications.clean();
  notifications.cleanQueue();
  if (i18n.language !== "en") await i18n.changeLanguage("en");
});
