import { describe, expect, it } from "vitest";
import { RETEST_EXPIRED, refuseRetestAsk, refuseRetestStep, retestSideOf } from "./retests.policy.ts";

const now = new Date("2026-11-29T12:00:00Z");
const later = new Date("2026-11-30T12:00:00Z");
const earlier = new Date("2026-11-28T12:00:00Z");

describe("the retest policy", () => {
  it("gives the hunter the answers and the triage the cancel", () => {
    expect(retestSideOf).toEqual({ accept: "hunter", decline: "hunter", answer: "hunter", cancel: "staff" });
  });

  it.each([
    ["accept", "requested", later, null],
    ["accept", "requested", earlier, RETEST_EXPIRED],
    ["accept", "accepted", later, "Only a retest that is still asked can be accepted."],
    ["decline", "requested", earlier, null],
    ["decline", "cancelled", later, "Only a retest that is still asked can be declined."],
    ["answer", "accepted", later, null],
    ["answer", "accepted", earlier, RETEST_EXPIRED],
    ["answer", "requested", later, "Accept the retest before answering it."],
    ["cancel", "requested", earlier, null],
    ["cancel", "accepted", later, "Only a retest the hunter has not accepted yet can be cancelled."],
  ] as const)("%s from %s (deadline %s): %s", (step, status, expiresAt, refusal) => {
    expect(refuseRetestStep(step, { status, expiresAt }, now)).toBe(refusal);
  });

  it("names what asking needs, in the order a person fixes it", () => {
    const fine = {
      hasHunter: true,
      lastAction: "remediate",
      openRetest: false,
      fee: 5000,
      bugBounty: true,
      programStopped: false,
      stoppedText: "stopped",
    };
    expect(refuseRetestAsk(fine)).toBeNull();
    expect(refuseRetestAsk({ ...fine, hasHunter: false })).toMatch(/no hunter/);
    expect(refuseRetestAsk({ ...fine, lastAction: "certify" })).toMatch(/remediated/);
    expect(refuseRetestAsk({ ...fine, openRetest: true })).toMatch(/already has an open retest/);
    expect(refuseRetestAsk({ ...fine, bugBounty: false })).toMatch(/Only bug bounty programs/);
    expect(refuseRetestAsk({ ...fine, bugBounty: false, fee: 0 })).toBeNull();
    expect(refuseRetestAsk({ ...fine, programStopped: true })).toBe("stopped");
  });
});
