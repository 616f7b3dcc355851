// The reports feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { downloadAttachment } from "./api/attachment-download.ts";
export { reportsKey } from "./api/reports-key.ts";
