import { createFileRoute, redirect } from "@tanstack/react-router";
import { ReturnPathParam } from "../../features/auth/api/return-path.ts";
import { OnboardingForm } from "../../features/onboarding/components/onboarding-form.tsx";
import { useCurrentUser } from "../../features/session/api/current-user.ts";
import { searchParams } from "../../lib/search-readers.ts";

/** `redirect`: the page a new account came from (e.g. a join link), taken up again after setup. */
const OnboardingSearch = searchParams({ redirect: ReturnPathParam });

/** Reached after a new sign-up; visitors sign in first, finished accounts go on (the program list by default). */
export const Route = createFileRoute("/onboarding")({
  staticData: { layout: "bare" },
  validateSearch: OnboardingSearch,
  beforeLoad: ({ context: { user }, search }) => {
    if (!user) throw redirect({ to: "/signin", search: { redirect: search.redirect }, replace: true });
    if (user.onboarded) {
      throw search.redirect
        ? redirect({ href: search.redirect, replace: true })
        : redirect({ to: "/programs", replace: true });
    }
  },
  component: OnboardingPage,
});

function OnboardingPage() {
  const user = useCurrentUser();
  const { redirect: returnPath } = Route.useSearch();
  return user ? <OnboardingForm user={user} redirect={returnPath} /> : null;
}
