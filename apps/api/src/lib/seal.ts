import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

// Secrets the server must read back (an authenticator app's TOTP key) are kept sealed, so a copy of
// the database alone (a backup, a replica) does not yield them. The key is derived from the
// server's secret for this one purpose.

/** What each sealed value is for: a key per purpose, so one value cannot stand in for another. */
export const SEALED = { totpSecret: "totp-secret", recoveryCode: "recovery-code" } as const;

const keyOf = (secret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", secret, "bounty-seal", purpose, 32));

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function seal(secret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The plain text of a sealed value, or null when it was not sealed with this secret and purpose. */
export function unseal(secret: string, purpose: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret, purpose), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}

/** A one-way keyed hash (HMAC-SHA-256) for secrets of little entropy that are only ever compared. */
export const keyedHash = (secret: string, purpose: string, value: string): string =>
  createHmac("sha256", keyOf(secret, purpose)).update(value).digest("base64url");
