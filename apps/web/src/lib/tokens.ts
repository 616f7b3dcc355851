import type { TokenPair } from "@bounty/shared";

const TOKEN_KEY = "bounty.token";
const REFRESH_TOKEN_KEY = "bounty.refreshToken";

type Listener = (tokens: TokenPair | null) => void;
const listeners = new Set<Listener>();

// localStorage can throw (private modes, disabled storage); a missing token then means "signed out".
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const getAccessToken = () => read(TOKEN_KEY);
export const getRefreshToken = () => read(REFRESH_TOKEN_KEY);
export const hasTokens = () => getAccessToken() !== null || getRefreshToken() !== null;

export function setTokens(tokens: TokenPair): void {
  window.localStorage.setItem(TOKEN_KEY, tokens.token);
  window.localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  for (const listener of listeners) listener(tokens);
}

export function clearTokens(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  for (const listener of listeners) listener(null);
}

/** Called with the new pair after sign-in or refresh, and with null when the tokens are cleared. */
export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
