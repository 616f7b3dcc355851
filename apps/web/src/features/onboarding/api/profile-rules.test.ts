import { UNIQUE_NAME_MESSAGE } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { displayNameError, uniqueNameError } from "./profile-rules.ts";

const t = i18n.t.bind(i18n);

describe("unique name rule (spec §5)", () => {
  it.each(["ada", "ada-lovelace", "h4ck3r", "a1-"])("accepts %s", (name) => {
    expect(uniqueNameError(name, t)).toBeNull();
  });

  it.each(["Ada", "ada_l", "ada l", "adà", "ada.l"])("rejects %s with the spec's message", (name) => {
    expect(uniqueNameError(name, t)).toBe(UNIQUE_NAME_MESSAGE);
  });

  it("applies the shared length limits", () => {
    expect(uniqueNameError("a", t)).toBe("Use at least 2 characters.");
    expect(uniqueNameError("a".repeat(33), t)).toBe("Use at most 32 characters.");
  });
});

describe("display name rule", () => {
  it("needs a non-blank name of at most 64 characters", () => {
    expect(displayNameError("  ", t)).toBe("Enter a display name.");
    expect(displayNameError("x".repeat(65), t)).toBe("Use at most 64 characters.");
    expect(displayNameError("Ada", t)).toBeNull();
  });
});
