import type { Billing, PrivateInfo, UpdatePrivateInfo } from "@bounty/shared";
import type { TFunction } from "i18next";

export interface PrivateInfoValues {
  name: string;
  address1: string;
  address2: string;
  postCode: string;
  city: string;
  country: string | null;
}

export const toPrivateInfoValues = (info: PrivateInfo | null): PrivateInfoValues => ({
  name: info?.name ?? "",
  address1: info?.address.firstLine ?? "",
  address2: info?.address.secondLine ?? "",
  postCode: info?.postCode ?? "",
  city: info?.city ?? "",
  country: info?.country || null,
});

/** Spec §5: everything but the second address line is required, non-blank after trimming. */
export function privateInfoErrors(values: PrivateInfoValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = t("Enter your full name.");
  if (!values.address1.trim()) errors.address1 = t("Enter the first line of your address.");
  if (!values.postCode.trim()) errors.postCode = t("Enter your postcode.");
  if (!values.city.trim()) errors.city = t("Enter your city.");
  if (!values.country) errors.country = t("Pick a country from the list.");
  return errors;
}

/** The PUT body, with every value trimmed (spec §5). */
export const toPrivateInfoPayload = (values: PrivateInfoValues): UpdatePrivateInfo => ({
  name: values.name.trim(),
  address1: values.address1.trim(),
  address2: values.address2.trim(),
  postCode: values.postCode.trim(),
  city: values.city.trim(),
  country: values.country as UpdatePrivateInfo["country"],
});

export interface BillingValues {
  type: Billing["type"];
  identifier: string;
  iban: string;
  other: string;
}

export const toBillingValues = (billing: Billing | null): BillingValues => ({
  type: billing?.type ?? "paypal",
  identifier: billing?.type === "paypal" ? billing.identifier : "",
  iban: billing?.type === "bank" ? billing.iban : "",
  other: billing?.type === "bank" ? billing.other : "",
});

/** Spec §5: PayPal needs an identifier; a bank needs an IBAN or a BIC/Swift/IFSC code. */
export function billingErrors(values: BillingValues, t: TFunction): Record<string, string> {
  if (values.type === "paypal") {
    return values.identifier.trim() ? {} : { identifier: t("Enter your PayPal e-mail or identifier.") };
  }
  return values.iban.trim() || values.other.trim()
    ? {}
    : { iban: t("Enter an IBAN or a BIC/Swift/IFSC code.") };
}

export const toBillingPayload = (values: BillingValues): Billing =>
  values.type === "paypal"
    ? { type: "paypal", identifier: values.identifier.trim() }
    : { type: "bank", iban: values.iban.trim(), other: values.other.trim() };
