import { addMember, buildInvite, buildOrganization, buildSignedInUser } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";

/** Test helpers for the organizations module: one organization with a member of every role, and a second one. */
export async function buildWorld(t: TestApp) {
  const db = t.ctx.database.db;
  const admin = await buildSignedInUser(t.ctx);
  const member = await buildSignedInUser(t.ctx);
  const triage = await buildSignedInUser(t.ctx);
  const target = await buildSignedInUser(t.ctx);
  const nonMember = await buildSignedInUser(t.ctx);
  const otherAdmin = await buildSignedInUser(t.ctx);
  const org = await buildOrganization(db, { adminId: admin.user.id });
  const memberRow = await addMember(db, org.id, member.user.id, "member");
  const triageRow = await addMember(db, org.id, triage.user.id, "triage");
  const targetRow = await addMember(db, org.id, target.user.id, "member");
  const otherOrg = await buildOrganization(db, { adminId: otherAdmin.user.id });
  const invite = await buildInvite(db, org.id, admin.user.id);
  const otherInvite = await buildInvite(db, otherOrg.id, otherAdmin.user.id);
  const adminRow = (
    await t.app.inject({
      url: `/api/organizations/${org.id}/members/authenticated`,
      headers: admin.headers,
    })
  ).json().data as { id: string };
  return {
    org,
    otherOrg,
    invite,
    otherInvite,
    admin: { ...admin, memberId: adminRow.id },
    member: { ...member, memberId: memberRow.id },
    triage: { ...triage, memberId: triageRow.id },
    target: { ...target, memberId: targetRow.id },
    nonMember,
    otherAdmin,
  };
}
export type World = Awaited<ReturnType<typeof buildWorld>>;

/** An API key of a user, through the API (the only way keys are made). */
export async function apiKeyHeaders(t: TestApp, userId: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: "POST", url: `/api/users/${userId}/token`, headers });
  return { authorization: `Bearer ${res.json().data.token}` };
}
