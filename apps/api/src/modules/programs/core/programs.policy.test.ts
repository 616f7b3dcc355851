import type { OrgRole } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import { can } from "../../../http/abilities.ts";
import type { Actor } from "../../../http/auth.ts";
import {
  canSeeProgram,
  isPubliclyVisible,
  type ProgramAccess,
  type ProgramAction,
  type ProgramVisibilityFacts,
  programPolicy,
} from "./programs.policy.ts";

const ORG = "org-1";
const session = (userId: string): Actor => ({ userId, sessionId: "s", via: "session" });
const apiKey = (userId: string): Actor => ({ userId, sessionId: null, via: "apiKey" });

const open: ProgramVisibilityFacts = {
  id: "p-1",
  organizationId: ORG,
  visibility: "public",
  activated: true,
  status: "open",
};
const hidden: ProgramVisibilityFacts = { ...open, visibility: "invite" };

type Who =
  | "anonymous"
  | "hunter"
  | "applicant"
  | "approved hunter"
  | "hunter's API key"
  | "member"
  | "manager"
  | "triage"
  | "admin"
  | "admin's API key";

function accessAs(who: Who, program: ProgramVisibilityFacts): { actor: Actor | null; access: ProgramAccess } {
  const member = (role: OrgRole, isManager = false) => ({
    actor: session("u1"),
    access: { program, membership: { id: "m1", userId: "u1", role }, isManager, application: null },
  });
  const outsider = { program, membership: null, isManager: false, application: null };
  switch (who) {
    case "anonymous":
      return { actor: null, access: outsider };
    case "hunter":
      return { actor: session("u1"), access: outsider };
    case "applicant":
      return { actor: session("u1"), access: { ...outsider, application: { id: "a1", state: "pending" } } };
    case "approved hunter":
      return { actor: session("u1"), access: { ...outsider, application: { id: "a1", state: "approved" } } };
    case "hunter's API key":
      return { actor: apiKey("u1"), access: outsider };
    case "member":
      return member("member");
    case "manager":
      return member("member", true);
    case "triage":
      return member("triage");
    case "admin":
      return member("admin");
    case "admin's API key":
      return { ...member("admin"), actor: apiKey("u1") };
  }
}

const everyone: Who[] = [
  "anonymous",
  "hunter",
  "applicant",
  "approved hunter",
  "hunter's API key",
  "member",
  "manager",
  "triage",
  "admin",
  "admin's API key",
];
const members: Who[] = ["member", "manager", "triage", "admin"];
/** Who may do each action on a private (invite), activated, open program. */
const allowed: Record<ProgramAction, Who[]> = {
  read: ["approved hunter", ...members],
  readDetails: ["approved hunter", ...members],
  update: ["manager", "admin"],
  manageManagers: ["admin"],
  delete: ["admin"],
  preview: members,
  activate: ["manager", "admin"],
  manageHunters: ["manager", "admin"],
  // The applicant already applied; API keys never apply.
  apply: ["hunter"],
  requestTestInfo: ["approved hunter"],
  report: ["approved hunter"],
  fund: ["admin"],
  readBudget: members,
  // A subscription is a contract with the platform: a manager who edits the program may not sign one.
  subscribe: ["admin"],
  readSubscription: members,
  readActivationRequest: members,
  readManagers: members,
  readPrice: ["manager", "admin"],
  readEvents: ["manager", "admin"],
};
/** On a public program: everyone reads it, nobody applies, any signed-in hunter may request test information. */
const allowedOnPublic: Record<ProgramAction, Who[]> = {
  ...allowed,
  read: everyoneList(),
  readDetails: everyoneList(),
  apply: [],
  requestTestInfo: ["hunter", "applicant", "approved hunter"],
  report: ["hunter", "applicant", "approved hunter"],
};
function everyoneList(): Who[] {
  return everyone;
}

describe("program policy", () => {
  const cases = everyone.flatMap((who) =>
    (Object.keys(allowed) as ProgramAction[]).map(
      (action) => [who, action, allowed[action].includes(who)] as const,
    ),
  );
  it.each(cases)("on a private program, %s may %s: %s", (who, action, expected) => {
    const { actor, access } = accessAs(who, hidden);
    expect(can(actor, programPolicy, action, access)).toBe(expected);
  });

  const publicCases = everyone.flatMap((who) =>
    (Object.keys(allowedOnPublic) as ProgramAction[]).map(
      (action) => [who, action, allowedOnPublic[action].includes(who)] as const,
    ),
  );
  it.each(publicCases)("on a public program, %s may %s: %s", (who, action, expected) => {
    const { actor, access } = accessAs(who, open);
    expect(can(actor, programPolicy, action, access)).toBe(expected);
  });

  it.each(["approved hunter", "applicant", "hunter"] as const)(
    "%s neither sees nor acts on a stopped or not-activated private program",
    (who) => {
      for (const facts of [
        { ...hidden, status: "stopped" as const },
        { ...hidden, activated: false },
      ]) {
        const { actor, access } = accessAs(who, facts);
        for (const action of Object.keys(allowed) as ProgramAction[]) {
          expect(can(actor, programPolicy, action, access)).toBe(false);
        }
      }
    },
  );

  it("an application program's details are for joined hunters and members only", () => {
    const application = { ...open, visibility: "application" as const };
    expect(can(session("u1"), programPolicy, "read", accessAs("hunter", application).access)).toBe(true);
    for (const who of ["anonymous", "hunter", "applicant", "hunter's API key"] as const) {
      const { actor, access } = accessAs(who, application);
      expect(can(actor, programPolicy, "readDetails", access)).toBe(false);
    }
    const { actor, access } = accessAs("approved hunter", application);
    expect(can(actor, programPolicy, "readDetails", access)).toBe(true);
  });

  it("ignores a membership row that is not the caller's", () => {
    const access: ProgramAccess = {
      program: hidden,
      membership: { id: "m1", userId: "someone-else", role: "admin" },
      isManager: true,
      application: null,
    };
    for (const action of Object.keys(allowed) as ProgramAction[]) {
      // Without a membership of their own the caller is a hunter, who may apply to a program they can see.
      if (action === "apply") continue;
      expect(can(session("u1"), programPolicy, action, access)).toBe(false);
    }
  });
});

describe("program visibility rule", () => {
  it.each([
    [{ visibility: "public", activated: true, status: "open" }, true],
    [{ visibility: "application", activated: true, status: "open" }, true],
    [{ visibility: "public", activated: true, status: "suspended" }, true],
    [{ visibility: "invite", activated: true, status: "open" }, false],
    [{ visibility: "public", activated: false, status: "open" }, false],
    [{ visibility: "public", activated: true, status: "stopped" }, false],
    [{ visibility: "application", activated: false, status: "stopped" }, false],
  ] as const)("%o is visible to everyone: %s", (facts, expected) => {
    const program = { ...facts, id: "p-1", organizationId: ORG };
    const viewer = (organizationIds: string[], joinedProgramIds: string[] = []) => ({
      organizationIds,
      joinedProgramIds,
    });
    expect(isPubliclyVisible(facts)).toBe(expected);
    expect(canSeeProgram(viewer([]), program)).toBe(expected);
    expect(canSeeProgram(viewer(["org-2"], ["p-2"]), program)).toBe(expected);
    // The owning organization's members see every one of its programs.
    expect(canSeeProgram(viewer([ORG]), program)).toBe(true);
    // A hunter who joined sees it while it is activated and not stopped.
    expect(canSeeProgram(viewer([], ["p-1"]), program)).toBe(facts.activated && facts.status !== "stopped");
  });
});
