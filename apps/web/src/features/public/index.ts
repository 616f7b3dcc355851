// The public side's face: hall of fame, program and profile activity, the leaderboard.
export { HallOfFame } from "./components/hall-of-fame.tsx";
export { LeaderboardPage } from "./components/leaderboard-page.tsx";
export { ProfileActivity } from "./components/profile-activity.tsx";
export { ProgramActivity } from "./components/program-activity.tsx";
