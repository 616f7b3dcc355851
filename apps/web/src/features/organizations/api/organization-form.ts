import {
  type Organization,
  OrganizationBio,
  OrganizationDomain,
  OrganizationName,
  type UpdateOrganization,
} from "@bounty/shared";
import type { TFunction } from "i18next";
import type { SocialValue } from "../../settings/index.ts";
import { socialLinkError } from "../../settings/index.ts";

/** The fields an admin edits on the settings page (the icon is uploaded on its own). */
export interface OrganizationValues {
  name: string;
  domain: string;
  bio: string;
  links: SocialValue[];
}

export const toOrganizationValues = (organization: Organization): OrganizationValues => ({
  name: organization.name,
  domain: organization.domain,
  bio: organization.bio,
  links: organization.links.map((link) => ({ ...link })),
});

// The shared schemas decide, as the API does; the messages are ours so they can be translated.
export function organizationNameError(value: string, t: TFunction): string | null {
  if (OrganizationName.safeParse(value).success) return null;
  return value.trim() === "" ? t("Enter a name.") : t("Use at most 100 characters.");
}

export function organizationBioError(value: string, t: TFunction): string | null {
  return OrganizationBio.safeParse(value.trim()).success ? null : t("Use at most 2000 characters.");
}

export function organizationDomainError(value: string, t: TFunction): string | null {
  return OrganizationDomain.safeParse(value).success ? null : t("Enter a domain such as example.com.");
}

/** Field errors keyed by form path (links.0.link), empty when the settings can be saved. */
export function organizationErrors(values: OrganizationValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  const checks = {
    name: organizationNameError(values.name, t),
    domain: organizationDomainError(values.domain, t),
    bio: organizationBioError(values.bio, t),
  };
  for (const [field, error] of Object.entries(checks)) if (error) errors[field] = error;
  values.links.forEach((social, index) => {
    const error = socialLinkError(social.link, t);
    if (error) errors[`links.${index}.link`] = error;
  });
  return errors;
}

const normalized = (values: OrganizationValues): OrganizationValues => ({
  name: values.name.trim(),
  domain: values.domain.trim().toLowerCase(),
  bio: values.bio.trim(),
  links: values.links.map((social) => ({ type: social.type, link: social.link.trim() })),
});

/** PUT organizations/{id} with only what differs from the saved organization, so its activity says what changed. */
export function toOrganizationChanges(values: OrganizationValues, saved: Organization): UpdateOrganization {
  const next = normalized(values);
  const changes: UpdateOrganization = {};
  if (next.name !== saved.name) changes.name = next.name;
  if (next.domain !== saved.domain) changes.domain = next.domain;
  if (next.bio !== saved.bio) changes.bio = next.bio;
  if (JSON.stringify(next.links) !== JSON.stringify(saved.links.map(({ type, link }) => ({ type, link })))) {
    changes.links = next.links;
  }
  return changes;
}
