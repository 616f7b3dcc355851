// The reports feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { ReportStateBadge } from "./components/report-state-badge.tsx";
export { useListKeys } from "./components/table/use-list-keys.ts";
