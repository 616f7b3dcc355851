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
    expect(types.sort()).toEqual(["org.created", "org.member.added", "org.member.added"]);
    expect(await seedDemoData(db)).toBeNull();
  });
});
