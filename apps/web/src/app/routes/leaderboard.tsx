import { createFileRoute } from "@tanstack/react-router";
import { LeaderboardSearch } from "../../features/public/api/public-api.ts";
import { LeaderboardPage } from "../../features/public/index.ts";

/** /leaderboard (spec 2 §2): `range` twice, default the last 30 days. */
export const Route = createFileRoute("/leaderboard")({
  validateSearch: LeaderboardSearch,
  component: LeaderboardRoute,
});

function LeaderboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <LeaderboardPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
