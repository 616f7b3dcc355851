import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import type { Actor } from "../../http/auth.ts";
import { isPlatformStaff } from "./platform-staff.policy.ts";

const session: Actor = { userId: "u1", sessionId: "s1", via: "session" };
const apiKey: Actor = { userId: "u1", sessionId: null, via: "apiKey" };

describe("platform staff", () => {
  const list = loadConfig({
    PLATFORM_STAFF_EMAILS: " Ops@Example.test,, second@example.test ",
  }).PLATFORM_STAFF_EMAILS;

  it("parses PLATFORM_STAFF_EMAILS: trimmed, lower-cased, empty items dropped; nobody by default", () => {
    expect(list).toEqual(["ops@example.test", "second@example.test"]);
    expect(loadConfig({}).PLATFORM_STAFF_EMAILS).toEqual([]);
  });

  it("refuses a list item that is not an e-mail address, naming it", () => {
    expect(() => loadConfig({ PLATFORM_STAFF_EMAILS: "ops@example.test,nobody" })).toThrow(
      'PLATFORM_STAFF_EMAILS: "nobody" is not an e-mail address.',
    );
  });

  const verified = new Date();
  it.each([
    ["a listed e-mail in another case, verified", session, "OPS@example.TEST", verified, null, true],
    [
      "a listed e-mail a provider asserted, never verified by its link",
      session,
      "ops@example.test",
      null,
      null,
      false,
    ],
    ["an e-mail not listed", session, "ops@example.org", verified, null, false],
    ["an account without e-mail", session, null, null, null, false],
    [
      "an account the operator made staff, without a listed e-mail",
      session,
      "x@example.org",
      null,
      verified,
      true,
    ],
    ["an API key of a listed account", apiKey, "ops@example.test", verified, null, false],
    ["an API key of an account made staff", apiKey, "x@example.org", null, verified, false],
    ["nobody signed in", null, "ops@example.test", verified, null, false],
  ] as const)("%s", (_, actor, email, emailVerifiedAt, staffSince, expected) => {
    expect(isPlatformStaff(list, { actor, email, emailVerifiedAt, staffSince })).toBe(expected);
  });
});
