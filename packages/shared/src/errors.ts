/** Error codes shared by the API (which maps them to statuses) and the web (which maps them back). */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  /** The account must add a second factor first (platform staff, or an organization's rule). */
  second_factor_required: 403,
  /** The action needs a second factor proven in this session within the last few minutes. */
  recent_verification_required: 403,
  /** Adding an account's first factor wants a sign-in of the last few minutes (a stolen session is older). */
  recent_sign_in_required: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  provider_unavailable: 502,
  /** A feature this installation has not configured (e.g. subscriptions). */
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorBody {
  error: { code: ErrorCode; message: string };
}
