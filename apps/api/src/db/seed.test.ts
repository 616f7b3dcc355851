import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { events, organizationMembers, organizations } from "./schema/index.ts";
import { seedDemoData } from "./seed.ts";

describe("seedDemoData", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("creates the demo hunters and one organization with a member of each role, once", async () => {
    const db = t.ctx.database.db;
    expect(await seedDemoData(db)).toContain("sam@demo.bounty.localhost");
    const [org] = await db.select().from(organizations);
    expect(org?.name).toBe("Acme Security");
    const roles = (await db.select({ role: organizationMembers.role }).from(organizationMembers)).map(
      (r) => r.role,
    );
    expect(roles.sort()).toEqual(["admin", "member", "triage"]);
    const types = (await db.select({ type: events.type }).from(events)).map((e) => e.type);
    expect(types.sort()).toEqual([
      "org.created",
      "org.member.added",
      "org.member.added",
      "program.created",
      "program.created",
      "program.created",
    ]);
    expect(await seedDemoData(db)).toBeNull();
  });

  it("seeds started programs hunters can find, and one only members and joined hunters see in full", async () => {
    const list = await t.app.inject({ url: "/api/programs" });
    expect(list.json().data.map((p: { slug: string }) => p.slug)).toEqual([
      "acme-bug-bounty",
      "acme-mobile",
      "acme-web-vdp",
    ]);
    const vdp = (await t.app.inject({ url: "/api/programs/acme-web-vdp" })).json().data;
    expect(vdp.status).toBe("open");
    expect(vdp.scopeGroups.map((g: { identifier: string }) => g.identifier)).toEqual([
      "www.acme.example",
      "status.acme.example",
    ]);
    // The application-only program's details are private to visitors.
    const mobile = (await t.app.inject({ url: "/api/programs/acme-mobile" })).json().data;
    expect(mobile.contents).toEqual([]);
    expect(mobile.scopeGroups).toEqual([]);
  });
});
