import { afterEach, describe, expect, it, vi } from "vitest";
import { signAccessToken, verifyAccessToken } from "./tokens.ts";

const SECRET = "tokens-test-secret-tokens-test-secret-0000";
const claims = {
  userId: "3f1c0a52-8a4e-4b8e-9a55-1d2f3c4b5a60",
  sessionId: "7d2e9b1c-5a4f-4c3d-8e2b-0a1b2c3d4e5f",
};

afterEach(() => vi.useRealTimers());

describe("verifyAccessToken", () => {
  it("accepts its own token, the second time from the verified tokens", async () => {
    const token = await signAccessToken(claims, SECRET, 60);
    const first = await verifyAccessToken(token, SECRET);
    expect(first).toMatchObject(claims);
    expect(await verifyAccessToken(token, SECRET)).toEqual(first);
  });

  it("refuses a verified token under another secret", async () => {
    const token = await signAccessToken(claims, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).not.toBeNull();
    expect(await verifyAccessToken(token, `${SECRET}-rotated`)).toBeNull();
  });

  it("refuses a verified token once it has expired", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const token = await signAccessToken(claims, SECRET, 60);
    expect(await verifyAccessToken(token, SECRET)).not.toBeNull();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await verifyAccessToken(token, SECRET)).toBeNull();
  });

  it("refuses a token whose signature or claims were altered", async () => {
    const token = await signAccessToken(claims, SECRET, 60);
    await verifyAccessToken(token, SECRET);
    const [header, payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: "someone-else" }),
    ).toString("base64url");
    expect(await verifyAccessToken(`${header}.${forged}.${signature}`, SECRET)).toBeNull();
    expect(await verifyAccessToken(`${header}.${payload}.${signature!.slice(0, -2)}AA`, SECRET)).toBeNull();
  });
});
