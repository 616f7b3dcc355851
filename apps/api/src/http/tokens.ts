import { createHash, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export const API_KEY_PREFIX = "bty_";

/** Tokens we hand out are random; we keep only their SHA-256, which is enough for 256-bit secrets. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");

export interface AccessClaims {
  userId: string;
  sessionId: string;
  /** When the token stops being accepted (epoch ms); long-lived responses end by then. */
  expiresAt?: number;
}

// Importing the HMAC key is most of what verifying a token costs: import it once per secret.
const keys = new Map<string, Promise<CryptoKey>>();
const key = (secret: string): Promise<CryptoKey> => {
  let imported = keys.get(secret);
  if (!imported) {
    imported = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(secret, imported);
  }
  return imported;
};

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .setAudience("bounty")
    .sign(await key(secret));
}

// A client sends the same access token with every request until it refreshes it. Its signature
// was checked once; checking it again (an HMAC on the crypto thread pool per request) is a tenth
// of a signed-in request's cost. Only verified tokens enter, each until it expires, and the
// session behind it is still checked on every request. Bounded: the oldest leave first.
const VERIFIED_MAX = 10_000;
const verified = new Map<string, { secret: string; claims: AccessClaims }>();

function recall(token: string, secret: string): AccessClaims | null {
  const hit = verified.get(token);
  if (!hit) return null;
  if (hit.secret !== secret || hit.claims.expiresAt === undefined || hit.claims.expiresAt <= Date.now()) {
    verified.delete(token);
    return null;
  }
  return hit.claims;
}

function remember(token: string, secret: string, claims: AccessClaims) {
  if (claims.expiresAt === undefined) return;
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  verified.set(token, { secret, claims });
}

/** Returns null for anything not a valid, unexpired access token of ours. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  const known = recall(token, secret);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ["HS256"],
      audience: "bounty",
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    const expiresAt = typeof payload.exp === "number" ? payload.exp * 1000 : undefined;
    const claims = { userId: payload.sub, sessionId: payload.sid, expiresAt };
    remember(token, secret, claims);
    return claims;
  } catch {
    return null;
  }
}
