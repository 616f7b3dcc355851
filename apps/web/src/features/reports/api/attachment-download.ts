import { readResponse, throwNetworkError, withTokenRefresh } from "../../../lib/api-client.ts";

/**
 * Downloads an attachment: the API wants the access token, which a plain link cannot carry, so the
 * file is fetched and handed to the browser under its own name.
 */
export async function downloadAttachment(url: string, name: string): Promise<void> {
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
    return;
  }
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
