import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { setVerificationAsker } from "./recent-verification.ts";
import { setAccessToken } from "./tokens.ts";

vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const stale = () =>
  json(403, { error: { code: "recent_verification_required", message: "Confirm it is you." } });

afterEach(() => vi.unstubAllGlobals());

describe("a write that wants the second factor again", () => {
  it("asks once for every call waiting together, then sends each again", async () => {
    setAccessToken("access");
    let verified = false;
    const fetchMock = vi.fn((_: RequestInfo | URL) =>
      Promise.resolve(verified ? json(201, { data: { ok: true } }) : stale()),
    );
    vi.stubGlobal("fetch", fetchMock);
    const asker = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      verified = true;
      return true;
    });
    const stop = setVerificationAsker(asker);
    const answers = await Promise.all([api.post("/users/u1/token"), api.post("/users/u1/token")]);
    expect(answers).toEqual([{ data: { ok: true } }, { data: { ok: true } }]);
    expect(asker).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    stop();
  });

  it("fails with the server's refusal when the person closes the dialog, and sends nothing more", async () => {
    setAccessToken("access");
    const fetchMock = vi.fn((_: RequestInfo | URL) => Promise.resolve(stale()));
    vi.stubGlobal("fetch", fetchMock);
    const stop = setVerificationAsker(async () => false);
    const error = await api.post("/users/u1/token").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("recent_verification_required");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });

  it("leaves any other 403 alone", async () => {
    setAccessToken("access");
    const fetchMock = vi.fn((_: RequestInfo | URL) =>
      Promise.resolve(json(403, { error: { code: "forbidden", message: "No." } })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const asker = vi.fn(async () => true);
    const stop = setVerificationAsker(asker);
    await expect(api.get("/x")).rejects.toBeInstanceOf(ApiError);
    expect(asker).not.toHaveBeenCalled();
    stop();
  });
});
