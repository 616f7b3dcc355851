import type { OrgRole } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import { abilitiesOf, can } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";
import { type MemberAction, memberActions, memberPolicy } from "../members/members.policy.ts";
import {
  type OrganizationAccess,
  type OrganizationAction,
  organizationAbilityActions,
  organizationActions,
  organizationPolicy,
} from "./organizations.policy.ts";

const orgId = "11111111-1111-4111-8111-111111111111";
const viewerId = "22222222-2222-4222-8222-222222222222";
const otherId = "33333333-3333-4333-8333-333333333333";

type Who = "admin" | "member" | "triage" | "non-member" | "admin via API key" | "anonymous";
const callers: Who[] = ["admin", "member", "triage", "non-member", "admin via API key", "anonymous"];

const actorAs = (who: Who): Actor | null => {
  if (who === "anonymous") return null;
  return {
    userId: viewerId,
    sessionId: who === "admin via API key" ? null : "s1",
    via: who === "admin via API key" ? "apiKey" : "session",
  };
};
const roleOf = (who: Who): OrgRole | null =>
  who === "admin" || who === "admin via API key"
    ? "admin"
    : who === "member" || who === "triage"
      ? who
      : null;
const accessAs = (who: Who): OrganizationAccess => {
  const role = roleOf(who);
  return { organizationId: orgId, membership: role ? { id: "m-viewer", userId: viewerId, role } : null };
};

// [admin, member, triage, non-member, admin via API key, anonymous]
const table: Record<OrganizationAction, boolean[]> = {
  read: [true, true, true, false, false, false],
  update: [true, false, false, false, false, false],
  manageMembers: [true, false, false, false, false, false],
  manageInvites: [true, false, false, false, false, false],
  leave: [false, true, true, false, false, false],
  createProgram: [true, false, false, false, false, false],
  join: [false, false, false, true, false, false],
  manageChatWebhook: [true, false, false, false, false, false],
  readAuditLog: [true, false, false, false, false, false],
  manageLabels: [true, false, false, false, false, false],
  manageCannedAnswers: [true, false, false, false, false, false],
};
const rows = organizationActions.flatMap((action) =>
  callers.map((who, i) => [who, action, table[action][i]] as const),
);

describe("organizationPolicy", () => {
  it("has a row for every action", () => {
    expect(Object.keys(organizationPolicy).sort()).toEqual([...organizationActions].sort());
    expect(rows).toHaveLength(organizationActions.length * callers.length);
  });

  it.each(rows)("%s may %s: %s", (who, action, expected) => {
    expect(can(actorAs(who), organizationPolicy, action, accessAs(who))).toBe(expected);
  });

  it("ignores a membership that belongs to someone else", () => {
    const access: OrganizationAccess = {
      organizationId: orgId,
      membership: { id: "m-other", userId: otherId, role: "admin" },
    };
    for (const action of organizationActions) {
      if (action === "join") continue;
      expect(can(actorAs("admin"), organizationPolicy, action, access)).toBe(false);
    }
  });

  it("ships the abilities the UI needs", () => {
    expect(
      abilitiesOf(actorAs("member"), organizationPolicy, organizationAbilityActions, accessAs("member")),
    ).toEqual({
      update: false,
      manageMembers: false,
      manageInvites: false,
      leave: true,
      createProgram: false,
      manageChatWebhook: false,
      readAuditLog: false,
      manageLabels: false,
      manageCannedAnswers: false,
    });
  });
});

// The viewer acting on their own membership ("self") or on another member ("other").
// [admin, member, triage, non-member, admin via API key, anonymous]
const memberTable: Record<MemberAction, Record<"self" | "other", boolean[]>> = {
  updateRole: {
    self: [false, false, false, false, false, false],
    other: [true, false, false, false, false, false],
  },
  remove: {
    self: [false, true, true, false, false, false],
    other: [true, false, false, false, false, false],
  },
};
const memberRows = memberActions.flatMap((action) =>
  (["self", "other"] as const).flatMap((target) =>
    callers.map((who, i) => [who, action, target, memberTable[action][target][i]] as const),
  ),
);

describe("memberPolicy", () => {
  it("has a row for every action", () => {
    expect(Object.keys(memberPolicy).sort()).toEqual([...memberActions].sort());
  });

  it.each(memberRows)("%s may %s on %s: %s", (who, action, target, expected) => {
    const access = accessAs(who);
    const member =
      target === "self" && access.membership
        ? access.membership
        : { id: "m-target", userId: otherId, role: "member" as const };
    expect(can(actorAs(who), memberPolicy, action, { access, member })).toBe(expected);
  });
});
