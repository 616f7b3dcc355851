import { type AuthenticatedUser, Social, type SocialType, type UpdateUser } from "@bounty/shared";
import type { TFunction } from "i18next";
import { displayNameError, uniqueNameError } from "../../onboarding/index.ts";

/** The API takes up to 10 social links. */
export const MAX_SOCIALS = 10;

export interface ProfileValues {
  displayName: string;
  uniqueName: string;
  bio: string;
  country: string | null;
  socials: { type: SocialType; link: string }[];
  openForEmployment: boolean;
}

export const toProfileValues = (user: AuthenticatedUser): ProfileValues => ({
  displayName: user.displayName,
  uniqueName: user.uniqueName,
  bio: user.bio,
  country: user.country,
  socials: user.socials.map((social) => ({ ...social })),
  openForEmployment: user.openForEmployment,
});

export function socialLinkError(link: string, t: TFunction): string | null {
  return Social.shape.link.safeParse(link.trim()).success
    ? null
    : t("Enter a link starting with http:// or https://.");
}

/** Field errors keyed by form path (socials.0.link), empty when the profile can be saved. */
export function profileErrors(values: ProfileValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  const displayName = displayNameError(values.displayName, t);
  if (displayName) errors.displayName = displayName;
  const uniqueName = uniqueNameError(values.uniqueName, t);
  if (uniqueName) errors.uniqueName = uniqueName;
  values.socials.forEach((social, index) => {
    const link = socialLinkError(social.link, t);
    if (link) errors[`socials.${index}.link`] = link;
  });
  return errors;
}

export const toProfilePayload = (values: ProfileValues): UpdateUser => ({
  displayName: values.displayName.trim(),
  uniqueName: values.uniqueName,
  bio: values.bio.trim(),
  country: values.country as UpdateUser["country"],
  socials: values.socials.map((social) => ({ type: social.type, link: social.link.trim() })),
  openForEmployment: values.openForEmployment,
});
