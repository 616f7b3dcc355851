import { readResponse, throwNetworkError, withTokenRefresh } from "./api-client.ts";

/**
 * Downloads an attachment: the API wants the access token, which a plain link cannot carry, so the
 * file is fetched and handed to the browser under its own name.
 */
export async function downloadAttachment(url: string, name: string): Promise<void> {
  const blob = await fetchAttachment(url);
  if (!blob) return;
  // A blob URL is of our origin: typed as bytes, it can only ever be saved, never rendered.
  const href = URL.createObjectURL(new Blob([blob], { type: "application/octet-stream" }));
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** An attachment's bytes (the access token goes in the header); null after a failure's toast. */
export async function fetchAttachment(url: string): Promise<Blob | null> {
  let response: Response;
  try {
    response = await withTokenRefresh((token) =>
      fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} }),
    );
  } catch (cause) {
    throwNetworkError(cause);
  }
  if (!response.ok) {
    await readResponse(response);
    return null;
  }
  return response.blob();
}

/**
 * The types the lightbox shows: raster images and videos. SVG is left out on purpose: it is a
 * document that can carry script, and is only ever downloaded.
 */
export const isPreviewable = (mimetype: string): boolean =>
  /^image\/(png|jpeg|gif|webp)$/.test(mimetype) || /^video\/(mp4|webm|ogg)$/.test(mimetype);
