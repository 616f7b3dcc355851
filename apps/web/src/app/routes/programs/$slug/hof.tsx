import { createFileRoute } from "@tanstack/react-router";
import { HallOfFame } from "../../../../features/public/index.ts";

/** The program's Hall of Fame tab (spec 2 §2). */
export const Route = createFileRoute("/programs/$slug/hof")({
  component: () => <HallOfFame program={Route.useParams().slug} />,
});
