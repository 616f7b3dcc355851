import type { ReportAttachment } from "@bounty/shared";
import type { DataEnvelope } from "../../../lib/api-client.ts";
import { apiUpload } from "../../../lib/api-upload.ts";

/** POST /api/messages/{id}/attachments: the files in the field `files`, with upload progress (0 to 1). */
export function uploadAttachments(
  messageId: string,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<ReportAttachment[]> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  return apiUpload<DataEnvelope<ReportAttachment[]>>(`/messages/${messageId}/attachments`, form, {
    method: "POST",
    onProgress,
  }).then((r) => r.data);
}
