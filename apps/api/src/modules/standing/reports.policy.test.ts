import { describe, expect, it } from "vitest";
import type { Actor } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { authorizeReport, reportAbilitiesFor } from "./report-viewer.ts";
import { type ReportAccess, type ReportAction, reportActions, reportRefusals } from "./reports.policy.ts";

const report = { senderId: "hunter", programId: "p1", organizationId: "o1" };
const session = (userId: string): Actor => ({ userId, sessionId: "s", via: "session" });
const apiKey = (userId: string): Actor => ({ userId, sessionId: null, via: "apiKey" });
const none = { adminOrganizationIds: [], managedProgramIds: [] };

/** Each caller: who they are, and how the report rule sees them (report-viewer.ts). */
const callers: Record<string, { actor: Actor | null; access: ReportAccess }> = {
  anonymous: { actor: null, access: { viewer: { userId: null, ...none }, report } },
  sender: { actor: session("hunter"), access: { viewer: { userId: "hunter", ...none }, report } },
  "sender's key": { actor: apiKey("hunter"), access: { viewer: { userId: "hunter", ...none }, report } },
  "other hunter": { actor: session("other"), access: { viewer: { userId: "other", ...none }, report } },
  "member without the program": {
    actor: session("member"),
    access: { viewer: { userId: "member", adminOrganizationIds: [], managedProgramIds: ["p2"] }, report },
  },
  manager: {
    actor: session("manager"),
    access: { viewer: { userId: "manager", adminOrganizationIds: [], managedProgramIds: ["p1"] }, report },
  },
  admin: {
    actor: session("admin"),
    access: { viewer: { userId: "admin", adminOrganizationIds: ["o1"], managedProgramIds: [] }, report },
  },
  // An API key is its owner's hunter key: report-viewer.ts gives it no organization standing.
  "admin's key": { actor: apiKey("admin"), access: { viewer: { userId: "admin", ...none }, report } },
  "another organization's admin": {
    actor: session("stranger"),
    access: { viewer: { userId: "stranger", adminOrganizationIds: ["o2"], managedProgramIds: [] }, report },
  },
};

/** The answer for each caller and action: "ok", 404, or a 403 with its message. */
function answerOf(who: string, action: ReportAction): "ok" | 404 | string {
  const { actor, access } = callers[who]!;
  try {
    authorizeReport(actor, action, access);
    return "ok";
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return e.code === "not_found" ? 404 : e.message;
  }
}

const hidden = [
  "anonymous",
  "other hunter",
  "member without the program",
  "admin's key",
  "another organization's admin",
];

describe("report policy", () => {
  it.each(reportActions.map((a) => [a]))(
    "%s: the staff may; whoever may not read the report gets its 404",
    (action) => {
      expect(answerOf("manager", action)).toBe("ok");
      expect(answerOf("admin", action)).toBe("ok");
      for (const who of hidden) expect(answerOf(who, action)).toBe(404);
    },
  );

  it.each(reportActions.filter((a) => a !== "read").map((a) => [a]))(
    "%s: the sender reads the report but is told what was refused",
    (action) => {
      expect(answerOf("sender", "read")).toBe("ok");
      expect(answerOf("sender", action)).toBe(reportRefusals[action]);
    },
  );

  it("refuses writes to API keys with one message, and lets them read their owner's report", () => {
    expect(answerOf("sender's key", "read")).toBe("ok");
    for (const action of ["setState", "setPriority", "assess", "reward"] as const)
      expect(answerOf("sender's key", action)).toBe("API keys read reports; sign in to write.");
    expect(answerOf("sender's key", "compare")).toBe(reportRefusals.compare);
  });

  it("names what each refusal refused", () => {
    expect(new Set(Object.values(reportRefusals)).size).toBe(reportActions.length);
  });

  it("answers abilities that agree with authorizeReport, and no write to a key even with standing", () => {
    for (const [who, { actor, access }] of Object.entries(callers)) {
      const abilities = reportAbilitiesFor(actor, access);
      for (const [action, allowed] of Object.entries(abilities))
        expect([who, action, allowed]).toEqual([who, action, answerOf(who, action as ReportAction) === "ok"]);
    }
    // A key never acts as staff (report-viewer.ts gives it no standing); were it given one, it
    // still could not write.
    const keyWithStanding = reportAbilitiesFor(apiKey("admin"), callers.admin!.access);
    expect(keyWithStanding).toMatchObject({
      readOrganizationView: true,
      compare: true,
      setState: false,
      reward: false,
    });
  });
});
