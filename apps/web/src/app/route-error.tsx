import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { RouteErrorPage } from "../components/pages/error-page.tsx";
import { FactorRequiredPage } from "../features/security/index.ts";
import { useSettingsModal } from "../features/settings/index.ts";
import { isApiError } from "../lib/api-error.ts";

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
      <FactorRequiredPage
        message={error.message}
        settingsOpen={settings.tab !== undefined}
        onAddFactor={() => void settings.open("security")}
        onFactorAdded={() => {
          reset();
          void router.invalidate();
        }}
      />
    );
  }
  return <RouteErrorPage {...props} />;
}
