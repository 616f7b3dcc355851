/** A failed API call: the HTTP status (0 when no answer came) and the body's `{ error: { code, message } }`. */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** A refused file's rows at fault (CSV imports), when the answer lists them. */
    readonly rows: { row: number; field: string; message: string }[] = [],
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/** The message we got when the browser could not reach the server at all. */
export const NETWORK_ERROR_MESSAGE = "Failed to fetch";

/** Reads `{ error: { code, message } }`; any other body (HTML from a proxy, plain text) keeps its text. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown; rows?: unknown } };
    const code = typeof body.error?.code === "string" ? body.error.code : "unknown";
    const message = typeof body.error?.message === "string" ? body.error.message : "";
    const rows = Array.isArray(body.error?.rows) ? (body.error.rows as ApiError["rows"]) : [];
    return new ApiError(response.status, code, message, rows);
  } catch {
    return new ApiError(response.status, "unknown", text.trim().startsWith("<") ? "" : text);
  }
}
