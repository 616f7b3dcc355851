import type {
  Program,
  ProgramManager,
  ProgramParticipation,
  ProgramStatus,
  ProgramSummary,
  ScopeGroup,
  TestForm,
} from "@bounty/shared";
import { organizationIconUrl } from "../../organizations/index.ts";
import { toUserPerson } from "../../users/index.ts";
import type { ScopeGroupRow, TestFormRow } from "./program-details.repository.ts";
import type { ManagerWithUser } from "./program-managers.repository.ts";
import type { ProgramCard, ProgramRow, ProgramWithOrganization } from "./programs.repository.ts";

/** Never activated shows "not started"; after that, the stored state (open, suspended, stopped). */
export const statusOf = (p: Pick<ProgramRow, "firstActivatedAt" | "status">): ProgramStatus =>
  p.firstActivatedAt === null ? "notStarted" : p.status;

const organizationOf = (o: ProgramCard["organization"]) => ({
  id: o.id,
  name: o.name,
  icon: organizationIconUrl(o),
});

/** `newReportsNb`: the program's reports in state new, counted for its staff only (0 for anyone else). */
export const toProgramSummary = (
  { program: p, organization }: ProgramCard,
  newReportsNb = 0,
): ProgramSummary => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  type: p.type,
  visibility: p.visibility,
  status: statusOf(p),
  organization: organizationOf(organization),
  newReportsNb,
});

const toManager = ({ memberId, user }: ManagerWithUser): ProgramManager => {
  const { id, displayName, uniqueName, icon } = toUserPerson(user);
  return { id: memberId, user: { id, displayName, uniqueName, icon } };
};

export const toScopeGroup = (g: ScopeGroupRow): ScopeGroup => ({
  id: g.id,
  type: g.types,
  identifier: g.identifier,
  description: g.description,
  scopes: g.scopes,
});

export const toTestForm = (f: TestFormRow): TestForm => ({
  id: f.id,
  title: f.title,
  description: f.description,
});

export interface ProgramExtras {
  managers: ManagerWithUser[];
  scopeGroups: ScopeGroupRow[];
  testForms: TestFormRow[];
  detailsVisible: boolean;
  checks: Program["checks"];
  participation: ProgramParticipation | null;
}

/**
 * The program as one viewer may see it: managers and checks for members of the owning
 * organization only; guidelines, scopes, report template and test forms only for viewers who see
 * the details (otherwise empty, which the page shows as "This program's details are private").
 */
export const toProgram = (row: ProgramWithOrganization, x: ProgramExtras): Program => {
  const p = row.program;
  return {
    ...toProgramSummary(row),
    creditSystem: p.creditSystem,
    activated: p.activated,
    firstActivated: p.firstActivatedAt?.toISOString() ?? null,
    frozen: p.frozen,
    replySpeed: p.replySpeed,
    cvssVersion: p.cvssVersion,
    contents: x.detailsVisible ? p.contents : [],
    rewards: p.rewards,
    reportTemplate: x.detailsVisible ? p.reportTemplate : "",
    allowedCountries: p.allowedCountries,
    maxOpenReportsPerHunter: p.maxOpenReportsPerHunter,
    disclosureAfterDays: p.disclosureAfterDays,
    hideDisclosedAmounts: p.hideDisclosedAmounts,
    targets: { triage: p.triageTargetDays, reward: p.rewardTargetDays, resolution: p.resolutionTargetDays },
    managers: x.managers.map(toManager),
    scopeGroups: x.scopeGroups.map(toScopeGroup),
    testForms: x.testForms.map(toTestForm),
    checks: x.checks,
    participation: x.participation,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
};
