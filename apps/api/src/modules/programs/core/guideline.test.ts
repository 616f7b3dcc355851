import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildProgram, buildSignedInUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildPartsWorld, freshProgram, type PartsWorld } from "./program-parts.fixtures.ts";

let t: TestApp;
let w: PartsWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildPartsWorld(t);
});
afterAll(async () => t.close());

describe("accepting a program's guideline", () => {
  it("records the first acceptance and keeps it, shown in the hunter's participation", async () => {
    const program = await buildProgram(t.ctx.database.db, w.org.id, {
      activated: true,
      firstActivatedAt: new Date(),
    });
    const hunter = await buildSignedInUser(t.ctx);
    const url = `/api/programs/${program.slug}/guideline`;
    const before = await t.app.inject({ url: `/api/programs/${program.id}`, headers: hunter.headers });
    expect(before.json().data.participation.guidelineAcceptedAt).toBeNull();
    const first = await t.app.inject({ method: "POST", url, headers: hunter.headers });
    expect(first.statusCode).toBe(200);
    const acceptedAt = first.json().data.acceptedAt as string;
    expect(Date.parse(acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
    await new Promise((r) => setTimeout(r, 20));
    const second = await t.app.inject({ method: "POST", url, headers: hunter.headers });
    expect(second.json()).toEqual({ data: { acceptedAt } });
    const after = await t.app.inject({ url: `/api/programs/${program.id}`, headers: hunter.headers });
    expect(after.json().data.participation.guidelineAcceptedAt).toBe(acceptedAt);
  });

  it("is for joined hunters of a private program only", async () => {
    const { program } = await freshProgram(t, w, { visibility: "application" });
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/programs/${program.id}/guideline`,
      headers: w.applicant.headers,
    });
    expect(refused.statusCode).toBe(403);
    const joined = await t.app.inject({
      method: "POST",
      url: `/api/programs/${program.id}/guideline`,
      headers: w.approved.headers,
    });
    expect(joined.statusCode).toBe(200);
  });

  it("is a 404 for an unknown program", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/programs/no-such/guideline",
      headers: w.nonMember.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
