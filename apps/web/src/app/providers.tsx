import { MantineProvider, Modal, mergeThemeOverrides } from "@mantine/core";
import { useColorScheme } from "@mantine/hooks";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { type QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useMemo } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { currentUserQuery } from "../features/session/api/current-user.ts";
import { applyLanguage, browserLanguage, i18n } from "../lib/i18n.ts";
import { cssVariablesResolver, theme } from "./theme.ts";
import toastClasses from "./toasts.module.css";

/**
 * Spec §9: toasts close after 3 s; Mantine pauses the timer while the pointer is over a toast.
 * They show at the top right, under the header: at the bottom right they covered forms' Save buttons.
 */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Theme and language follow the signed-in user's settings; a visitor gets the OS theme (light by default) and the browser's language. */
function UserPreferences({ children }: { children: ReactNode }) {
  const user = useQuery(currentUserQuery).data;
  const osScheme = useColorScheme("light", { getInitialValueInEffect: false });
  const language = user?.settings.language;

  useEffect(() => {
    void applyLanguage(language ?? browserLanguage());
  }, [language]);
  // Every dialog's close button is named in the reader's language (Mantine's has no name).
  const { t } = useTranslation();
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": t("Close") } } }),
        },
      }),
    [t],
  );

  return (
    <MantineProvider
      theme={localTheme}
      cssVariablesResolver={cssVariablesResolver}
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
          <ModalsProvider>
            <Notifications
              autoClose={TOAST_AUTO_CLOSE_MS}
              position="top-right"
              zIndex={1000}
              classNames={{ root: toastClasses.root }}
            />
            {children}
          </ModalsProvider>
        </UserPreferences>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
