// The retests feature's face (issue 33): the panel the report page and the triage page show, and the
// status labels the timeline reads.

export { useRetestStatusLabels } from "./components/retest-item.tsx";
export { RetestPanel } from "./components/retest-panel.tsx";
