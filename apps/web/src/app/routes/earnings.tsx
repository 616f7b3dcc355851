import { createFileRoute, redirect } from "@tanstack/react-router";
import { EarningsPage } from "../../features/rewards/index.ts";
import { useCurrentUser } from "../../features/session/index.ts";

/** /earnings: the signed-in hunter's balance, credits, history and withdrawal (issue 31). */
export const Route = createFileRoute("/earnings")({
  beforeLoad: ({ context: { user }, location }) => {
    if (!user) throw redirect({ to: "/signin", search: { redirect: location.href }, replace: true });
  },
  component: EarningsRoute,
});

function EarningsRoute() {
  const user = useCurrentUser();
  return user ? <EarningsPage user={user} /> : null;
}
