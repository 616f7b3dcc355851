import { API_BASE, readResponse, throwNetworkError, withTokenRefresh } from "./api-client.ts";

export interface UploadOptions {
  method?: "POST" | "PUT";
  /** Called with the share sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Show the failure toast (default true). */
  toast?: boolean;
}

// fetch cannot report upload progress, so uploads go through XMLHttpRequest and come back as a Response.
function sendForm(path: string, form: FormData, token: string | null, options: UploadOptions) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? "PUT", `${API_BASE}${path}`);
    xhr.setRequestHeader("Accept", "application/json");
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.status === 204 ? null : xhr.responseText;
      const contentType = xhr.getResponseHeader("Content-Type") ?? "application/json";
      resolve(new Response(body, { status: xhr.status, headers: { "Content-Type": contentType } }));
    };
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    xhr.onabort = () => reject(new DOMException("The upload was aborted.", "AbortError"));
    xhr.send(form);
  });
}

/** Sends multipart form data through the API client's token handling; failures throw an ApiError. */
export async function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await withTokenRefresh((token) => sendForm(path, form, token, options));
  } catch (cause) {
    throwNetworkError(cause, options.toast !== false);
  }
  return readResponse<T>(response, options.toast !== false);
}
