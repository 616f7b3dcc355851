import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { RouteErrorPage } from "../components/pages/error-page.tsx";
import { useSettingsModal } from "../features/settings/api/use-settings-modal.ts";
import { isApiError } from "../lib/api-error.ts";

// Loaded when it shows: the router's error page is in every first load, the security feature is not.
const FactorRequiredPage = lazy(() =>
  import("../features/security/components/factor-required-page.tsx").then((m) => ({
    default: m.FactorRequiredPage,
  })),
);

/**
 * The router's error page. An organization's second-factor rule (issue 46) is no failure but a step
 * to take: its members see what to do, and the page loads again once they have a factor.
 */
export function AppRouteError(props: ErrorComponentProps) {
  const router = useRouter();
  const settings = useSettingsModal();
  const { error, reset } = props;
  if (isApiError(error, 403) && error.code === "second_factor_required") {
    return (
      <Suspense fallback={null}>
        <FactorRequiredPage
          message={error.message}
          settingsOpen={settings.tab !== undefined}
          onAddFactor={() => void settings.open("security")}
          onFactorAdded={() => {
            reset();
            void router.invalidate();
          }}
        />
      </Suspense>
    );
  }
  return <RouteErrorPage {...props} />;
}
