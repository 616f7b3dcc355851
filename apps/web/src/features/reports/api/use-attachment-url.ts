import type { ReportAttachment } from "@bounty/shared";
import { useEffect, useState } from "react";
import { fetchAttachment, isPreviewable } from "../../../lib/file-download.ts";

/**
 * An image's or a video's bytes as a blob URL (fetched with the access token through the safe
 * download path, revoked when the file changes or the component goes). Null while loading, or for
 * a file that is not shown (another type, or `enabled` false); `failed` when the download failed.
 */
export function useAttachmentUrl(file: ReportAttachment | null, enabled = true) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setSrc(null);
    setFailed(false);
    if (!file || !enabled || !isPreviewable(file.mimetype)) return;
    let url: string | null = null;
    let live = true;
    void fetchAttachment(file.url)
      .then((blob) => {
        if (!live) return;
        if (!blob) return setFailed(true);
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, enabled]);
  return { src, failed };
}
