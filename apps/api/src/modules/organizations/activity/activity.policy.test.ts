import { type ActivityType, activityTypes, type OrgRole } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import {
  type ActivityViewer,
  type AudienceMap,
  activityAudiences,
  activityScope,
  canSeeActivity,
} from "./activity.policy.ts";

const viewer = (role: OrgRole, programIds: string[] = []): ActivityViewer => ({ role, programIds });
const event = (type: string, programId: string | null = null) => ({ type, programId });

describe("which organization events each role sees", () => {
  const table: [ActivityType, admin: boolean, member: boolean, triage: boolean][] = [
    ["org.created", true, true, true],
    ["org.updated", true, true, true],
    ["org.icon.updated", true, true, true],
    ["org.member.added", true, true, true],
    ["org.member.removed", true, true, true],
    ["org.member.role.changed", true, true, true],
    ["org.invite.created", true, false, false],
    ["org.invite.deleted", true, false, false],
    ["org.chat_webhook.created", true, false, false],
    ["org.chat_webhook.updated", true, false, false],
    ["org.chat_webhook.deleted", true, false, false],
    ["program.created", true, true, true],
    // A program's own changes go to its staff: without programs of theirs, the admin only.
    ["program.updated", true, false, false],
    ["program.deleted", true, true, true],
    ["org.bounty_approval.changed", true, true, true],
    ["org.second_factor_rule.changed", true, true, true],
    ["program.activated", true, false, false],
    ["program.status.changed", true, false, false],
    ["program.activation.requested", true, false, false],
    ["program.activation.cancelled", true, false, false],
    ["program.activation.approved", true, false, false],
    ["program.activation.rejected", true, false, false],
    ["program.budget.update", true, false, false],
    ["program.reports.imported", true, false, false],
    ["program.credits.charge", true, false, false],
    ["program.subscription.created", true, false, false],
    ["program.subscription.activated", true, false, false],
    ["program.subscription.cancelled", true, false, false],
    ["program.invite.created", true, false, false],
    ["program.invite.deleted", true, false, false],
    ["program.application.created", true, false, false],
    ["program.application.cancelled", true, false, false],
    ["program.application.approved", true, false, false],
    ["program.application.rejected", true, false, false],
    ["program.application.removed", true, false, false],
    ["program.test_form.created", true, false, false],
    ["program.test_form.updated", true, false, false],
    ["program.test_form.deleted", true, false, false],
    ["program.test_info.requested", true, false, false],
    ["program.test_info.cancelled", true, false, false],
    ["program.test_info.accepted", true, false, false],
    ["program.test_info.rejected", true, false, false],
    ["program.test_info.updated", true, false, false],
    ["program.test_info.finalized", true, false, false],
    ["program.test_info.revoked", true, false, false],
    // A report's arrival goes where the report does: its program's staff.
    ["report.submitted", true, false, false],
    // A reward's line (the amount) goes to the same staff.
    ["report.rewarded", true, false, false],
    // Disclosure requests and disclosures: the program's staff, like the report itself.
    ["report.rejected", true, false, false],
    ["report.disclosure.requested", true, false, false],
    ["report.disclosed", true, false, false],
  ];

  it("covers every type a feed may show, and only those", () => {
    expect(table.map(([type]) => type).sort()).toEqual([...activityTypes].sort());
    expect(Object.keys(activityAudiences).sort()).toEqual([...activityTypes].sort());
  });

  it.each(table)("%s: admin %s, member %s, triage %s", (type, admin, member, triage) => {
    expect(canSeeActivity(viewer("admin"), event(type))).toBe(admin);
    expect(canSeeActivity(viewer("member"), event(type))).toBe(member);
    expect(canSeeActivity(viewer("triage"), event(type))).toBe(triage);
  });

  it.each([
    "report.secret",
    "program.budget.secret",
    "org.secret",
    "constructor",
    "__proto__",
    "toString",
    "",
  ])("shows nobody a type feeds do not know: %j", (type) => {
    for (const role of ["admin", "member", "triage"] as const) {
      expect(canSeeActivity(viewer(role, ["p1"]), event(type, "p1"))).toBe(false);
      expect(activityScope(viewer(role), type)).toBe("none");
    }
  });
});

describe("a program's own events: its staff only", () => {
  const programTypes = activityTypes.filter((type) => activityAudiences[type] === "programStaff");

  it("scopes every program event but the program's coming and going", () => {
    expect(programTypes.length).toBeGreaterThan(20);
    expect(programTypes.every((type) => type.startsWith("program.") || type.startsWith("report."))).toBe(
      true,
    );
    expect(programTypes).not.toContain("program.created");
    expect(programTypes).not.toContain("program.deleted");
  });

  it.each([
    ["the admin, managing nothing", viewer("admin"), true],
    ["a member managing that program", viewer("member", ["p1"]), true],
    ["a triage managing that program", viewer("triage", ["p1"]), true],
    ["a member managing another program", viewer("member", ["p2"]), false],
    ["a member managing nothing", viewer("member"), false],
    ["a triage managing nothing", viewer("triage"), false],
  ] as const)("%s sees them: %s", (_, who, expected) => {
    for (const type of programTypes) {
      expect(canSeeActivity(who, event(type, "p1")), type).toBe(expected);
    }
  });
});

describe("program-scoped types (the extension point programs and reports fill)", () => {
  const audiences: AudienceMap = { ...activityAudiences, "report.rewarded": "programStaff" };

  it.each([
    ["the admin, any program", viewer("admin"), "p1", true],
    ["the admin, an event without a program", viewer("admin"), null, true],
    ["staff of that program", viewer("member", ["p1"]), "p1", true],
    ["triage staff of that program", viewer("triage", ["p2", "p1"]), "p1", true],
    ["staff of another program", viewer("member", ["p2"]), "p1", false],
    ["a member of no program", viewer("member"), "p1", false],
    ["staff, an event without a program", viewer("member", ["p1"]), null, false],
  ] as const)("%s: %s", (_, who, programId, expected) => {
    expect(canSeeActivity(who, event("report.rewarded", programId), audiences)).toBe(expected);
  });

  it("scopes non-admins to their own programs and the admin to all", () => {
    expect(activityScope(viewer("admin"), "report.rewarded", audiences)).toBe("all");
    expect(activityScope(viewer("member", ["p1"]), "report.rewarded", audiences)).toBe("ownPrograms");
    expect(activityScope(viewer("triage"), "report.rewarded", audiences)).toBe("ownPrograms");
  });
});
