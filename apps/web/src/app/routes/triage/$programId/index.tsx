import { createFileRoute, redirect } from "@tanstack/react-router";

/** /triage/{programId}: the dashboard arrives with issue 33; until then the program's queue. */
export const Route = createFileRoute("/triage/$programId/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/triage/$programId/reports", params, replace: true });
  },
});
