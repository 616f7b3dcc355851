import { createFileRoute, redirect } from "@tanstack/react-router";
import { OnboardingForm } from "../../features/onboarding/components/onboarding-form.tsx";
import { useCurrentUser } from "../../features/session/api/current-user.ts";

/** Reached after a new sign-up; visitors sign in first, finished accounts go to the program list. */
export const Route = createFileRoute("/onboarding")({
  staticData: { layout: "bare" },
  beforeLoad: ({ context: { user } }) => {
    if (!user) throw redirect({ to: "/signin", replace: true });
    if (user.onboarded) throw redirect({ to: "/programs", replace: true });
  },
  component: OnboardingPage,
});

function OnboardingPage() {
  const user = useCurrentUser();
  return user ? <OnboardingForm user={user} /> : null;
}
