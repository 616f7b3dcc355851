import { createHash, createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

// A software authenticator for the API tests: it answers WebAuthn options as a browser and a
// passkey would (a "none" attestation, ES256), so the server's checks run on real bytes. The
// browser journeys use Chromium's virtual authenticator instead.

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export interface SoftAuthenticator {
  credentialId: string;
  /** Answers registration options (`navigator.credentials.create`). */
  register(options: Record<string, unknown>, origin: string): Record<string, unknown>;
  /** Answers authentication options (`navigator.credentials.get`). */
  assert(
    options: Record<string, unknown>,
    origin: string,
    opts?: { userVerified?: boolean },
  ): Record<string, unknown>;
}

/** `counter`: where the signature counter starts (authenticators may start anywhere in 32 bits). */
export function softAuthenticator({ counter: start = 0 } = {}): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  let counter = start;
  let userHandle = "";

  const authData = (rpId: string, flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: unknown, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64(credentialId),
    register(options, origin) {
      const rp = options.rp as { id: string };
      userHandle = String((options.user as { id: string }).id);
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, "base64url")],
          [-3, Buffer.from(jwk.y!, "base64url")],
        ]),
      );
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, Buffer.from(cose)]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData(rp.id, 0x01 | 0x04 | 0x40, attested)],
        ]) as never,
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64(clientData("webauthn.create", options.challenge, origin)),
          attestationObject: b64(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    assert(options, origin, opts = {}) {
      const data = authData(String(options.rpId), 0x01 | (opts.userVerified === false ? 0 : 0x04));
      const client = clientData("webauthn.get", options.challenge, origin);
      const signature = createSign("sha256")
        .update(Buffer.concat([data, sha256(client)]))
        .sign(privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
