import { describe, expect, it } from "vitest";
import { Billing, UNIQUE_NAME_MESSAGE, UniqueName, UpdatePrivateInfo } from "./user.ts";

describe("uniqueName", () => {
  it.each(["hunter", "a-1", "x9"])("accepts %s", (n) => expect(UniqueName.safeParse(n).success).toBe(true));
  it.each(["Hunter", "hun ter", "hün", "a_b", "a.b"])("refuses %s with the spec's message", (n) => {
    const r = UniqueName.safeParse(n);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(UNIQUE_NAME_MESSAGE);
  });
});

describe("private financial info", () => {
  it("trims values and requires the spec's fields", () => {
    const ok = UpdatePrivateInfo.parse({
      name: "  Aiko Tanaka ",
      address1: " 1-2-3 Shibuya ",
      postCode: " 150-0002",
      city: "Tokyo ",
      country: "JP",
    });
    expect(ok).toEqual({
      name: "Aiko Tanaka",
      address1: "1-2-3 Shibuya",
      address2: "",
      postCode: "150-0002",
      city: "Tokyo",
      country: "JP",
    });
    const blank = UpdatePrivateInfo.safeParse({
      name: "   ",
      address1: "x",
      postCode: "x",
      city: "x",
      country: "JP",
    });
    expect(blank.error?.issues[0]?.message).toBe("Full name is required.");
  });
});

describe("billing", () => {
  it("needs a non-blank PayPal identifier", () => {
    expect(Billing.safeParse({ type: "paypal", identifier: "  " }).success).toBe(false);
    expect(Billing.safeParse({ type: "paypal", identifier: "me@example.test" }).success).toBe(true);
  });
  it("needs a non-blank IBAN or BIC for a bank", () => {
    expect(Billing.safeParse({ type: "bank", iban: " ", other: "" }).success).toBe(false);
    expect(Billing.safeParse({ type: "bank", iban: "", other: "MUFGJPJT" }).success).toBe(true);
    expect(Billing.safeParse({ type: "bank", iban: "FR7630006000011234567890189" }).success).toBe(true);
  });
});
