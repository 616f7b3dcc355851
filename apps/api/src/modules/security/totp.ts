import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

// RFC 6238 with the parameters every authenticator app reads: SHA-1, six digits, 30 seconds.
const PERIOD = 30;

const totpOf = (secret: string, label = "") =>
  new TOTP({
    issuer: "Bounty",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (160 bits, as RFC 4226 recommends), the URI an app scans, and its QR code as SVG. */
export async function newTotpSecret(label: string): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpOf(secret, label).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, uri, qrSvg };
}

/**
 * The 30-second step a six-digit code belongs to, within one step either side of now (a phone's
 * clock a little off), or null for a wrong code.
 */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** The current code of a secret: the demo's README and the tests use it. */
export const totpCodeOf = (secret: string, now = Date.now()): string =>
  totpOf(secret).generate({ timestamp: now });
