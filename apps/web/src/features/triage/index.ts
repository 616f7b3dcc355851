// The triage feature's face (issue 32): staff's section. Its routes import their page and queries
// from the files themselves, so each page's chunk lists only its own imports (the first load's
// route table stays small).
export { StaffTriage } from "./components/staff-triage.tsx";
