import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/global.css";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { createAppRouter } from "./app/router.tsx";
import { currentUserKey, currentUserQuery } from "./features/session/api/current-user.ts";
import { applyLanguage, browserLanguage } from "./lib/i18n.ts";
import { forgetStoredTokens, onTokensChange } from "./lib/tokens.ts";

/** Spec §2: "/\" redirects to /signup. Browsers turn the backslash into "/", so the path arrives as "//". */
function redirectBackslashPath(): void {
  if (/^\/(\/|\\|%5c)$/i.test(window.location.pathname)) window.history.replaceState(null, "", "/signup");
}

async function start(): Promise<void> {
  redirectBackslashPath();
  forgetStoredTokens();
  const queryClient = createQueryClient();
  // A failed refresh clears the tokens: from then on the app shows the visitor's view.
  onTokensChange((token) => {
    if (!token) queryClient.setQueryData(currentUserKey, null);
  });
  const user = await queryClient.ensureQueryData(currentUserQuery).catch(() => null);
  await applyLanguage(user?.settings.language ?? browserLanguage());

  const router = createAppRouter(queryClient);
  // The boot spinner in index.html stays until the first page is ready to render.
  await router.load().catch(() => undefined);

  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
