import { DEFAULT_PROGRAM_REWARDS } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import { checkActivationChanges, checkProgramChanges, payloadOf } from "./program-rules.ts";
import type { ProgramRow } from "./programs.repository.ts";

const program = (overrides: Partial<ProgramRow> = {}): ProgramRow => ({
  id: "p1",
  organizationId: "o1",
  slug: "acme",
  name: "Acme",
  type: "bounty",
  visibility: "public",
  creditSystem: "money",
  activated: false,
  firstActivatedAt: null,
  frozen: false,
  status: "open",
  replySpeed: 86_400,
  cvssVersion: "3.1",
  contents: [],
  rewards: DEFAULT_PROGRAM_REWARDS,
  reportTemplate: "",
  allowedCountries: [],
  maxOpenReportsPerHunter: null,
  disclosureAfterDays: 30,
  hideDisclosedAmounts: false,
  triageTargetDays: null,
  rewardTargetDays: null,
  resolutionTargetDays: null,
  triageEnabledAt: null,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...overrides,
});

const failure = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    const { code, message } = e as { code: string; message: string };
    return { code, message };
  }
  return null;
};

describe("program change rules", () => {
  it("keeps only what really changes", () => {
    const changes = checkProgramChanges(program(), {
      name: "Acme",
      replySpeed: 172_800,
      rewards: DEFAULT_PROGRAM_REWARDS,
      contents: [{ language: "en", guidelines: "Be nice." }],
    });
    expect(changes).toEqual({ replySpeed: 172_800, contents: [{ language: "en", guidelines: "Be nice." }] });
  });

  it.each([
    [
      "the same slug",
      program(),
      { slug: "acme" },
      "validation_failed",
      "slug: The new URL slug must differ from the current one.",
    ],
    [
      "a public internal program",
      program({ type: "internal", visibility: "invite" }),
      { visibility: "public" },
      "validation_failed",
      "visibility: Internal programs are invite-only.",
    ],
    [
      "points outside internal programs",
      program(),
      { creditSystem: "point" },
      "validation_failed",
      "creditSystem: Only internal programs can pay in points.",
    ],
    [
      "a credit system change after the first activation",
      program({ type: "internal", visibility: "invite", firstActivatedAt: new Date() }),
      { creditSystem: "point" },
      "conflict",
      "The credit system cannot change once the program has been activated.",
    ],
    [
      "a CVSS downgrade",
      program({ cvssVersion: "4.0" }),
      { cvssVersion: "3.1" },
      "conflict",
      "The CVSS version can only be upgraded, from 3.1 to 4.0.",
    ],
    [
      "rewards on a vdp",
      program({ type: "vdp" }),
      { rewards: DEFAULT_PROGRAM_REWARDS },
      "validation_failed",
      "rewards: Vulnerability disclosure programs pay no rewards.",
    ],
  ] as const)("refuses %s", (_what, stored, input, code, message) => {
    expect(failure(() => checkProgramChanges(stored, input))).toEqual({ code, message });
  });

  it("allows what the rules allow", () => {
    expect(checkProgramChanges(program({ slug: "Acme" }), { slug: "acme" })).toEqual({ slug: "acme" });
    expect(
      checkProgramChanges(program({ type: "internal", visibility: "invite" }), { creditSystem: "point" }),
    ).toEqual({
      creditSystem: "point",
    });
    // Sending the stored credit system of an activated program is no change, so no refusal.
    expect(checkProgramChanges(program({ firstActivatedAt: new Date() }), { creditSystem: "money" })).toEqual(
      {},
    );
    expect(checkProgramChanges(program(), { cvssVersion: "4.0" })).toEqual({ cvssVersion: "4.0" });
    expect(checkProgramChanges(program({ cvssVersion: "4.0" }), { cvssVersion: "4.0" })).toEqual({});
  });

  it("says a program's details are private unless everyone may see it", () => {
    expect(payloadOf(program({ activated: true }))).toEqual({ programDetailsPrivate: false });
    expect(payloadOf(program())).toEqual({ programDetailsPrivate: true });
    expect(payloadOf(program({ activated: true, visibility: "invite" }))).toEqual({
      programDetailsPrivate: true,
    });
    expect(payloadOf(program({ activated: true, status: "stopped" }))).toEqual({
      programDetailsPrivate: true,
    });
    // Listed for everyone, but its details are for approved hunters only.
    expect(payloadOf(program({ activated: true, visibility: "application" }))).toEqual({
      programDetailsPrivate: true,
    });
  });
});

describe("activation rules", () => {
  const complete = {
    basic: true,
    guideline: true,
    severity: true,
    scope: true,
    reportTemplate: true,
    budget: false,
    startable: true,
  };
  const started = { activated: true, firstActivatedAt: new Date("2025-01-01") };

  it("starts open, or in the status sent with it", () => {
    expect(checkActivationChanges(program(), { activated: true }, complete)).toMatchObject({
      activated: true,
      status: "open",
    });
    expect(
      checkActivationChanges(program(), { activated: true, status: "suspended" }, complete),
    ).toMatchObject({
      activated: true,
      status: "suspended",
    });
  });

  it("keeps the first activation date and changes only a different status", () => {
    const first = new Date("2024-06-01");
    const restarted = checkActivationChanges(
      program({ firstActivatedAt: first }),
      { activated: true },
      complete,
    );
    expect(restarted.firstActivatedAt).toBe(first);
    expect(checkActivationChanges(program(started), { status: "open" }, complete)).toEqual({});
    expect(checkActivationChanges(program(started), { status: "stopped" }, complete)).toEqual({
      status: "stopped",
    });
  });

  it.each([
    [program(), { status: "stopped" as const }, complete, "Start the program first."],
    [program(started), { activated: true as const }, complete, "The program has already been started."],
    [
      program({ type: "vdp" }),
      { activated: true as const },
      complete,
      "Vulnerability disclosure programs are published by platform staff: request activation.",
    ],
    [
      program(),
      { activated: true as const },
      { ...complete, basic: false, severity: false, reportTemplate: false, startable: false },
      "Complete Basic, Severity and Report Template before starting the program.",
    ],
  ])("refuses with a 409: %#", (p, input, checks, message) => {
    expect(failure(() => checkActivationChanges(p, input, checks))).toEqual({ code: "conflict", message });
  });
});
