import { describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import {
  billingErrors,
  privateInfoErrors,
  toBillingPayload,
  toPrivateInfoPayload,
  toPrivateInfoValues,
} from "./financial-rules.ts";

const t = i18n.t.bind(i18n);
const filled = {
  name: " Ada Lovelace ",
  address1: " 1 Analytical Way ",
  address2: "  ",
  postCode: " 100-0001 ",
  city: " Tokyo ",
  country: "JP",
};

describe("private information (spec §5)", () => {
  it("needs every field but the second address line, non-blank after trimming", () => {
    expect(privateInfoErrors(filled, t)).toEqual({});
    expect(
      Object.keys(
        privateInfoErrors(
          { name: " ", address1: "\t", address2: "", postCode: "", city: "  ", country: null },
          t,
        ),
      ).sort(),
    ).toEqual(["address1", "city", "country", "name", "postCode"]);
  });

  it("trims every value it sends", () => {
    expect(toPrivateInfoPayload(filled)).toEqual({
      name: "Ada Lovelace",
      address1: "1 Analytical Way",
      address2: "",
      postCode: "100-0001",
      city: "Tokyo",
      country: "JP",
    });
  });

  it("starts empty before the hunter has filled it in", () => {
    expect(toPrivateInfoValues(null)).toEqual({
      name: "",
      address1: "",
      address2: "",
      postCode: "",
      city: "",
      country: null,
    });
  });
});

describe("billing (spec §5)", () => {
  it("needs a non-blank PayPal identifier", () => {
    expect(billingErrors({ type: "paypal", identifier: "  ", iban: "", other: "" }, t)).toEqual({
      identifier: "Enter your PayPal e-mail or identifier.",
    });
    expect(
      toBillingPayload({ type: "paypal", identifier: " ada@pay.example ", iban: "x", other: "y" }),
    ).toEqual({
      type: "paypal",
      identifier: "ada@pay.example",
    });
  });

  it.each([
    [" FR7630006000011234567890189 ", "", true],
    ["", " BNPAFRPP ", true],
    [" ", "  ", false],
  ])("bank with IBAN %j and BIC %j is valid: %s", (iban, other, isValid) => {
    const errors = billingErrors({ type: "bank", identifier: "", iban, other }, t);
    expect(Object.keys(errors).length === 0).toBe(isValid);
  });
});
