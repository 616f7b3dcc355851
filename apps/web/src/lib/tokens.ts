/**
 * The access token lives in this tab's memory only; the refresh token is an HttpOnly cookie the
 * server sets, out of any script's reach. What survives a reload is a flag with no secret in it:
 * this browser has a sign-in, so a page with no access token yet asks the cookie for one.
 */
const SIGNED_IN_KEY = "bounty.signedIn";

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();
let accessToken: string | null = null;

// localStorage can throw (private modes, disabled storage): then every load tries the cookie once.
function readFlag(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_KEY) === "1";
  } catch {
    return true;
  }
}

function writeFlag(signedIn: boolean): void {
  try {
    window.localStorage.setItem(SIGNED_IN_KEY, signedIn ? "1" : "0");
  } catch {
    // Nothing kept: see readFlag.
  }
}

/** Earlier versions kept both tokens in localStorage: they go, and that sign-in with them. */
export function forgetStoredTokens(): void {
  try {
    window.localStorage.removeItem("bounty.token");
    window.localStorage.removeItem("bounty.refreshToken");
  } catch {
    // Nothing stored.
  }
}

export const getAccessToken = () => accessToken;

/** Whether asking for the user can succeed: a token in memory, or a sign-in this browser may still hold. */
export const mayBeSignedIn = () => accessToken !== null || readFlag();

export function setAccessToken(token: string): void {
  accessToken = token;
  writeFlag(true);
  for (const listener of listeners) listener(token);
}

export function clearTokens(): void {
  accessToken = null;
  writeFlag(false);
  for (const listener of listeners) listener(null);
}

/** Called with the new access token after sign-in or refresh, and with null when the tokens are cleared. */
export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
