import { createFileRoute, redirect } from "@tanstack/react-router";
import { InboxPage } from "../../features/inbox/index.ts";

/** /inbox: the signed-in person's notifications (issue 31). */
export const Route = createFileRoute("/inbox")({
  beforeLoad: ({ context: { user }, location }) => {
    if (!user) throw redirect({ to: "/signin", search: { redirect: location.href }, replace: true });
  },
  component: InboxPage,
});
