import { type TestInfoStatus, testInfoStatuses } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import {
  contentAfter,
  hunterSeesContent,
  isActiveTestInfo,
  nextTestInfoStatus,
  refuseCancelTestInfo,
  type TestInfoChange,
} from "./test-info.rules.ts";

const changes: TestInfoChange[] = ["cancel", "accept", "reject", "update", "finalize", "revoke"];

/** Every status × action: the next status, or the exact 409 message. */
const table: Record<TestInfoStatus, Record<TestInfoChange, TestInfoStatus | string>> = {
  idle: {
    cancel: "cancelled",
    accept: "accepted",
    reject: "rejected",
    update: "Only an accepted or finalized request can be updated; this one is requesting.",
    finalize: "Only an accepted request can be finalized; this one is requesting.",
    revoke: "Only an accepted request can be revoked; this one is requesting.",
  },
  accepted: {
    cancel: "Only a pending request can be cancelled.",
    accept: "Only a pending request can be accepted; this one is accepted.",
    reject: "Only a pending request can be rejected; this one is accepted.",
    update: "accepted",
    finalize: "finalized",
    revoke: "revoked",
  },
  rejected: {
    cancel: "Only a pending request can be cancelled.",
    accept: "Only a pending request can be accepted; this one is rejected.",
    reject: "Only a pending request can be rejected; this one is rejected.",
    update: "Only an accepted or finalized request can be updated; this one is rejected.",
    finalize: "Only an accepted request can be finalized; this one is rejected.",
    revoke: "Only an accepted request can be revoked; this one is rejected.",
  },
  revoked: {
    cancel: "Only a pending request can be cancelled.",
    accept: "Only a pending request can be accepted; this one is revoked.",
    reject: "Only a pending request can be rejected; this one is revoked.",
    update: "Only an accepted or finalized request can be updated; this one is revoked.",
    finalize: "Only an accepted request can be finalized; this one is revoked.",
    revoke: "Only an accepted request can be revoked; this one is revoked.",
  },
  finalized: {
    cancel: "Only a pending request can be cancelled.",
    accept: "Only a pending request can be accepted; this one is finalized.",
    reject: "Only a pending request can be rejected; this one is finalized.",
    update: "finalized",
    finalize: "Only an accepted request can be finalized; this one is finalized.",
    revoke: "Only an accepted request can be revoked; this one is finalized.",
  },
  cancelled: {
    cancel: "Only a pending request can be cancelled.",
    accept: "Only a pending request can be accepted; this one is cancelled.",
    reject: "Only a pending request can be rejected; this one is cancelled.",
    update: "Only an accepted or finalized request can be updated; this one is cancelled.",
    finalize: "Only an accepted request can be finalized; this one is cancelled.",
    revoke: "Only an accepted request can be revoked; this one is cancelled.",
  },
};

const rows = testInfoStatuses.flatMap((status) =>
  changes.map((action) => [status, action, table[status][action]] as const),
);

describe("the test-information state machine", () => {
  it("covers every status and action", () => {
    expect(rows).toHaveLength(36);
  });

  it.each(rows)("%s × %s → %s", (status, action, expected) => {
    if ((testInfoStatuses as readonly string[]).includes(expected)) {
      expect(nextTestInfoStatus(status, action)).toBe(expected);
    } else {
      expect(() => nextTestInfoStatus(status, action)).toThrow(
        expect.objectContaining({ code: "conflict", message: expected }),
      );
    }
  });

  it.each([
    ["idle", true, false],
    ["accepted", true, true],
    ["rejected", false, false],
    ["revoked", false, false],
    ["finalized", false, true],
    ["cancelled", false, false],
  ] as const)("%s: active %s, the hunter sees the content %s", (status, active, seen) => {
    expect(isActiveTestInfo(status)).toBe(active);
    expect(hunterSeesContent(status)).toBe(seen);
  });

  it.each([
    ["accept", "new"],
    ["update", "new"],
    ["reject", "old"],
    ["finalize", "old"],
    ["revoke", "old"],
    ["cancel", "old"],
  ] as const)("%s leaves the content %s", (action, expected) => {
    expect(contentAfter(action, "old", "new")).toBe(expected);
  });
});

describe("cancelling a request", () => {
  const request = { hunterId: "hunter" };
  it("is the requesting hunter's alone", () => {
    expect(refuseCancelTestInfo(request, "hunter", false)).toBeNull();
  });
  it("tells the organization, which sees the request, why not; anyone else learns nothing", () => {
    expect(refuseCancelTestInfo(request, "manager", true)).toBe(
      "Only the hunter who made the request can cancel it.",
    );
    expect(refuseCancelTestInfo(request, "another hunter", false)).toBe("hidden");
  });
});
