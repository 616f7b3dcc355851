// Issue 46: the API answers 403 `recent_verification_required` before its most sensitive writes until
// the second factor is proven again in this session. The API client asks the person here and sends
// the request once more; the security feature's host shows the dialog. One dialog for every call
// waiting at the same moment.

type Ask = () => Promise<boolean>;

let ask: Ask | null = null;
let asking: Promise<boolean> | null = null;

/** The security feature's host registers how to ask; it returns the unregistering function. */
export function setVerificationAsker(next: Ask): () => void {
  ask = next;
  return () => {
    if (ask === next) ask = null;
  };
}

/** True once the person confirmed their factor, false if they closed the dialog (or none is shown). */
export function askToVerify(): Promise<boolean> {
  if (!ask) return Promise.resolve(false);
  asking ??= ask().finally(() => {
    asking = null;
  });
  return asking;
}

export const RECENT_VERIFICATION_CODE = "recent_verification_required";

/** Whether an answer asks for a recent verification (read from a copy: the caller still reads the body). */
export async function asksForVerification(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    const body = (await response.clone().json()) as { error?: { code?: string } };
    return body.error?.code === RECENT_VERIFICATION_CODE;
  } catch {
    return false;
  }
}
