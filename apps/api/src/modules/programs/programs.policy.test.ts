import type { OrgRole } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import { can } from "../../http/abilities.ts";
import type { Actor } from "../../http/auth.ts";
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
  organizationId: ORG,
  visibility: "public",
  activated: true,
  status: "open",
};
const hidden: ProgramVisibilityFacts = { ...open, visibility: "invite" };

type Who =
  | "anonymous"
  | "hunter"
  | "hunter's API key"
  | "member"
  | "manager"
  | "triage"
  | "admin"
  | "admin's API key";

function accessAs(who: Who, program: ProgramVisibilityFacts): { actor: Actor | null; access: ProgramAccess } {
  const member = (role: OrgRole, isManager = false) => ({
    actor: session("u1"),
    access: { program, membership: { id: "m1", userId: "u1", role }, isManager },
  });
  switch (who) {
    case "anonymous":
      return { actor: null, access: { program, membership: null, isManager: false } };
    case "hunter":
      return { actor: session("u1"), access: { program, membership: null, isManager: false } };
    case "hunter's API key":
      return { actor: apiKey("u1"), access: { program, membership: null, isManager: false } };
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
  "hunter's API key",
  "member",
  "manager",
  "triage",
  "admin",
  "admin's API key",
];
/** Who may do each action on a private (invite) program; a public one differs in `read` only. */
const allowed: Record<ProgramAction, Who[]> = {
  read: ["member", "manager", "triage", "admin"],
  update: ["manager", "admin"],
  manageManagers: ["admin"],
  delete: ["admin"],
  preview: ["member", "manager", "triage", "admin"],
};

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

  it.each(everyone)("%s may read a public, activated, open program", (who) => {
    const { actor, access } = accessAs(who, open);
    expect(can(actor, programPolicy, "read", access)).toBe(true);
  });

  it("ignores a membership row that is not the caller's", () => {
    const access: ProgramAccess = {
      program: hidden,
      membership: { id: "m1", userId: "someone-else", role: "admin" },
      isManager: true,
    };
    for (const action of Object.keys(allowed) as ProgramAction[]) {
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
    expect(isPubliclyVisible(facts)).toBe(expected);
    expect(canSeeProgram({ organizationIds: [] }, { ...facts, organizationId: ORG })).toBe(expected);
    expect(canSeeProgram({ organizationIds: ["org-2"] }, { ...facts, organizationId: ORG })).toBe(expected);
    // The owning organization's members see every one of its programs.
    expect(canSeeProgram({ organizationIds: [ORG] }, { ...facts, organizationId: ORG })).toBe(true);
  });
});
