import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ErrorPage } from "../../components/pages/error-page.tsx";
import { NotFoundPage } from "../../components/pages/not-found-page.tsx";
import { HashScroll } from "../../components/text/hash-scroll.tsx";
import { ChatWidget } from "../../features/chat/components/chat-widget.tsx";
import { AppLayout } from "../../features/layout/components/app-layout.tsx";
import { LiveUpdates } from "../../features/live/components/live-updates.tsx";
import { VerificationHost } from "../../features/security/components/verification-host.tsx";
import { currentUserQuery } from "../../features/session/api/current-user.ts";
import { DailyLogin } from "../../features/session/components/daily-login.tsx";
import { SettingsSearch } from "../../features/settings/api/settings-search.ts";
import { SettingsHost } from "../../features/settings/components/settings-host.tsx";
import { describeError } from "../../lib/describe-error.ts";
import type { RouterContext } from "../router-context.ts";

export const Route = createRootRouteWithContext<RouterContext>()({
  // `?settings=<tab>` opens the settings modal over any page (linkable; Back closes it).
  validateSearch: SettingsSearch,
  beforeLoad: async ({ context: { queryClient } }) => ({
    user: await queryClient.ensureQueryData(currentUserQuery),
  }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});

function RootLayout() {
  return (
    <>
      <AppLayout>
        <Outlet />
      </AppLayout>
      <HashScroll />
      <DailyLogin />
      <LiveUpdates />
      <SettingsHost />
      <VerificationHost />
      <ChatWidget />
    </>
  );
}

/** The app could not start (e.g. the server is unreachable): no layout, just the error. */
function RootError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <ErrorPage {...describeError(error, t)} onRetry={() => window.location.reload()} />;
}
