import type { ImportedReport, ImportReport, ImportResult, ReportAttachment } from "@bounty/shared";
import { api, type DataEnvelope } from "../../../lib/api-client.ts";
import { apiUpload } from "../../../lib/api-upload.ts";

/** POST programs/{id}/import: one report, then its files. */
export const importReport = (programId: string, body: ImportReport) =>
  api.post<DataEnvelope<ImportedReport>>(`/programs/${programId}/import`, body).then((r) => r.data);

export function uploadImportFiles(
  programId: string,
  reportId: string,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<ReportAttachment[]> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  return apiUpload<DataEnvelope<ReportAttachment[]>>(
    `/programs/${programId}/import/${reportId}/attachments`,
    form,
    {
      method: "POST",
      onProgress,
    },
  ).then((r) => r.data);
}

/** POST programs/{id}/import/csv: the whole file, all or none; a refusal's rows come with the ApiError. */
export function importCsv(programId: string, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("file", file, file.name);
  return apiUpload<DataEnvelope<ImportResult>>(`/programs/${programId}/import/csv`, form, {
    method: "POST",
    onProgress,
    toast: false,
  }).then((r) => r.data);
}
