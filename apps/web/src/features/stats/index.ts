// The stats feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export {
  type OrganizationReportStats,
  organizationReportStatsQuery,
  programHealthQuery,
} from "./api/stats-queries.ts";
export { HealthBadge } from "./components/health-badge.tsx";
export { ResponseStatsSkeleton, ResponseStatsView } from "./components/response-stats-view.tsx";
export { BAR_CHART_DEFAULTS, formatDuration } from "./components/stats-format.ts";
