// Twenty simultaneous admin hand-overs in one organization (issue 26, item 9). On PostgreSQL the
// requests truly race for the organization's lock; before the fix, the membership read with the
// lock was the one of the snapshot taken before it was granted, and the one-admin index surfaced
// as a 500.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { organizationMembers } from "../../../db/schema/index.ts";
import { addMember, buildOrganization, buildSignedInUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { itRaces } from "../../../test/races.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

itRaces("one hand-over wins, the others are refused with a 403 or 409, never a 500", async () => {
  const db = t.ctx.database.db;
  const admin = await buildSignedInUser(t.ctx);
  const org = await buildOrganization(db, { adminId: admin.user.id });
  const members = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const user = await buildSignedInUser(t.ctx);
      return addMember(db, org.id, user.user.id, "member");
    }),
  );
  const answers = await Promise.all(
    members.map((m) =>
      t.app.inject({
        method: "PUT",
        url: `/api/organizations/${org.id}/members/${m.id}`,
        headers: admin.headers,
        payload: { role: "admin" },
      }),
    ),
  );
  const statuses = answers.map((a) => a.statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  expect(statuses.filter((s) => s !== 200 && s !== 403 && s !== 409)).toEqual([]);
  const roles = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, org.id));
  expect(roles.filter((r) => r.role === "admin")).toHaveLength(1);
});
