/** Organization roles; exactly one admin per organization. */
export const orgRoles = ["admin", "member", "triage"] as const;
export type OrgRole = (typeof orgRoles)[number];
