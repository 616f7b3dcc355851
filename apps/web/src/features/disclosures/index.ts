// The disclosures feature's face: a report's disclosure panel, and the program's Disclosed tab and detail.
export { DisclosureDetail } from "./components/disclosure-detail.tsx";
export { ProgramDisclosures } from "./components/program-disclosures.tsx";
export { ReportDisclosurePanel } from "./components/report-disclosure-panel.tsx";
