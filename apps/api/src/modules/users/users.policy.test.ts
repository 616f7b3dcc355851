import { MAX_API_TOKENS } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import { authorize, can } from "../../http/abilities.ts";
import type { Actor } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { refuseNewApiToken, type UserAction, userActions, userPolicy } from "./users.policy.ts";

const owner = { id: "11111111-1111-4111-8111-111111111111" };
const otherId = "22222222-2222-4222-8222-222222222222";

type Who = "anonymous" | "another user" | "owner via API key" | "owner in session";
const actorAs = (who: Who): Actor | null => {
  if (who === "anonymous") return null;
  if (who === "another user") return { userId: otherId, sessionId: "s2", via: "session" };
  if (who === "owner via API key") return { userId: owner.id, sessionId: null, via: "apiKey" };
  return { userId: owner.id, sessionId: "s1", via: "session" };
};

// Every action for every kind of caller: [anonymous, another user, owner via API key, owner in session].
const table: Record<UserAction, [boolean, boolean, boolean, boolean]> = {
  read: [true, true, true, true],
  readAccount: [false, false, true, true],
  readBalance: [false, false, true, true],
  update: [false, false, false, true],
  delete: [false, false, false, true],
  readSettings: [false, false, false, true],
  manageApiTokens: [false, false, false, true],
  manageSecurity: [false, false, false, true],
  readFinancial: [false, false, false, true],
  updateFinancial: [false, false, false, true],
};
const callers: Who[] = ["anonymous", "another user", "owner via API key", "owner in session"];
const rows = userActions.flatMap((action) =>
  callers.map((who, i) => [who, action, table[action][i]] as const),
);

describe("userPolicy", () => {
  it("has a row for every action", () => {
    expect(Object.keys(userPolicy).sort()).toEqual([...userActions].sort());
    expect(rows).toHaveLength(userActions.length * callers.length);
  });

  it.each(rows)("%s may %s: %s", (who, action, expected) => {
    expect(can(actorAs(who), userPolicy, action, owner)).toBe(expected);
  });
});

describe("authorize", () => {
  it("passes silently when allowed", () => {
    expect(() => authorize(actorAs("owner in session"), userPolicy, "update", owner)).not.toThrow();
  });

  it("asks an anonymous caller to sign in (401)", () => {
    const error = (() => {
      try {
        authorize(null, userPolicy, "update", owner);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("unauthorized");
  });

  it("refuses another signed-in user (403)", () => {
    expect(() => authorize(actorAs("another user"), userPolicy, "delete", owner)).toThrow(
      "You can only manage your own account.",
    );
  });
});

describe("a new API key", () => {
  it("is refused, naming the cap, once the owner holds the most keys there may be", () => {
    expect(refuseNewApiToken(MAX_API_TOKENS - 1)).toBeNull();
    expect(refuseNewApiToken(MAX_API_TOKENS)).toBe(
      `You can hold at most ${MAX_API_TOKENS} API keys. Revoke one before creating another.`,
    );
  });
});
