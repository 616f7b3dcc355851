import { MantineProvider, mergeThemeOverrides } from "@mantine/core";
import { useColorScheme } from "@mantine/hooks";
import { type QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { currentUserQuery } from "../features/session/api/current-user.ts";
import { applyLanguage, i18n, visitorLanguage } from "../lib/i18n.ts";
import { installModalDrag } from "../lib/modal-drag.ts";
import { useToastsWanted } from "../lib/toasts/toasts.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

const ToastContainer = lazy(() =>
  import("./toast-container.tsx").then((m) => ({ default: m.ToastContainer })),
);

/** The toast container, from the first toast on (lib/toasts.ts). */
function Toasts() {
  const isWanted = useToastsWanted();
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

/** Theme and language follow the signed-in user's settings; a visitor gets the OS theme (light by default) and the browser's language. */
function UserPreferences({ children }: { children: ReactNode }) {
  const user = useQuery(currentUserQuery).data;
  const osScheme = useColorScheme("light", { getInitialValueInEffect: false });
  const language = user?.settings.language;

  useEffect(() => {
    void applyLanguage(language ?? visitorLanguage());
  }, [language]);
  // Dialogs move by their title bar once the pointer has travelled 5 px (spec 1 §9).
  useEffect(() => installModalDrag(), []);
  // Every dialog's close button is named in the reader's language (Mantine's has no name).
  const { t } = useTranslation();
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { "aria-label": t("Close") } } },
        },
      }),
    [t],
  );

  return (
    <MantineProvider
      theme={localTheme}
      cssVariablesResolver={cssVariablesResolver}
      // Every theme variable is written by the provider, so the 27 KB default-variables stylesheet
      // (3 KB compressed) stays out of the first load (main.tsx).
      deduplicateCssVariables={false}
      forceColorScheme={user?.settings.theme ?? osScheme}
    >
      {children}
    </MantineProvider>
  );
}

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <UserPreferences>
          <Toasts />
          {children}
        </UserPreferences>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
