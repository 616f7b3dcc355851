import { createFileRoute } from "@tanstack/react-router";
import { UnsubscribePanel } from "../../../features/notifications/index.ts";

export const Route = createFileRoute("/unsubscribe/$token")({
  staticData: { layout: "bare" },
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { token } = Route.useParams();
  return <UnsubscribePanel token={token} />;
}
