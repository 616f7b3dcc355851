// The reports feature's face: all that other features may import of it (docs/architecture.md "Boundaries").

export { ReportStateBadge } from "../report-states/index.ts";
export { MessageComposer } from "./components/message-composer.tsx";
export { ReportAttachments } from "./components/report-attachments.tsx";
export {
  emptyDraft,
  type ReportDraft,
  ReportSubmitForm,
  toCreateReport,
} from "./components/report-submit-form.tsx";
export { SelectPageCheckbox } from "./components/table/select-page-checkbox.tsx";
export { useListKeys } from "./components/table/use-list-keys.ts";
export { type RowSelection, useRowSelection } from "./components/table/use-row-selection.ts";
