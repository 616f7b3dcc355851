import type { Organization, OrganizationAbilities } from "@bounty/shared";

export const buildOrganization = (overrides: Partial<Organization> = {}): Organization => ({
  id: "0b6f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
  name: "Acme",
  bio: "",
  icon: null,
  domain: "",
  links: [],
  bountyApproved: false,
  requireSecondFactor: false,
  createdAt: "2025-01-01T00:00:00.000Z",
  ...overrides,
});

export const adminAbilities: OrganizationAbilities = {
  update: true,
  manageMembers: true,
  manageInvites: true,
  leave: false,
  createProgram: true,
  manageChatWebhook: true,
  readAuditLog: true,
  manageLabels: true,
  manageCannedAnswers: true,
};

export const memberAbilities: OrganizationAbilities = {
  update: false,
  manageMembers: false,
  manageInvites: false,
  leave: true,
  createProgram: false,
  manageChatWebhook: false,
  readAuditLog: false,
  manageLabels: false,
  manageCannedAnswers: false,
};
