import { vi } from "vitest";

interface SentUpload {
  method: string;
  url: string;
  file: File | null;
}

/**
 * Stubs XMLHttpRequest, which uploads use (fetch reports no upload progress): each upload reports
 * half its progress, then gets the handler's answer.
 */
export function stubUploads(handler: (upload: SentUpload) => { status: number; body: unknown }) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    status = 0;
    responseText = "";
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = "";
    private url = "";

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return "application/json";
    }
    send(form: FormData) {
      const upload = { method: this.method, url: this.url, file: form.get("file") as File | null };
      sent.push(upload);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        const answer = handler(upload);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return { sent };
}
