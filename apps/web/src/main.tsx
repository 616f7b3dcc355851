// Mantine's base styles; each component's own come with its code (mantine-styles.ts), and the theme's
// variables from the provider (app/providers.tsx).
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/global.layer.css";
import "./app/global.css";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter } from "./app/router.tsx";
import { preloadUserShell } from "./features/layout/components/app-layout.tsx";
import { currentUserKey, currentUserQuery } from "./features/session/api/current-user.ts";
import { applyLanguage, preloadCatalog, visitorLanguage } from "./lib/i18n.ts";
import { reloadOnStaleBuild } from "./lib/stale-build.ts";
import { forgetStoredTokens, onTokensChange } from "./lib/tokens.ts";

/** Spec §2: "/\" redirects to /signup. Browsers turn the backslash into "/", so the path arrives as "//". */
function redirectBackslashPath(): void {
  if (/^\/(\/|\\|%5c)$/i.test(window.location.pathname)) window.history.replaceState(null, "", "/signup");
}

async function start(): Promise<void> {
  redirectBackslashPath();
  reloadOnStaleBuild();
  forgetStoredTokens();
  const queryClient = createQueryClient();
  // A failed refresh clears the tokens: from then on the app shows the visitor's view.
  onTokensChange((token) => {
    if (!token) queryClient.setQueryData(currentUserKey, null);
  });
  // Who the user is, their language's catalog and the first page's code and data are fetched at
  // once, not one after the other: the browser's language is the guess until the user's settings say.
  const guess = visitorLanguage();
  const user = queryClient.ensureQueryData(currentUserQuery).catch(() => null);
  const catalog = preloadCatalog(guess);
  const router = createAppRouter(queryClient);
  // The boot spinner in index.html stays until the first page is ready to render.
  const firstPage = router.load().catch(() => undefined);
  const shell = user.then((u) => (u ? preloadUserShell() : undefined)).catch(() => undefined);
  await catalog;
  await applyLanguage((await user)?.settings.language ?? guess);
  await firstPage;
  await shell;

  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
