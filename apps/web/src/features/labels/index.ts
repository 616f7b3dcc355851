// The labels feature's face (issue 47): the organization's own labels on its reports, kept in its
// settings, picked on a report page and in the table's bulk bar, shown as badges. It reads only
// the shared schemas, so the reports and organizations features may both use it.
export { labelsQuery } from "./api/labels.ts";
export { BulkLabels } from "./components/bulk-labels.tsx";
export { LabelBadges } from "./components/label-badge.tsx";
export { type LabelChange, LabelPicker, labelChangeOf } from "./components/label-picker.tsx";
export { LabelsCard } from "./components/labels-card.tsx";
