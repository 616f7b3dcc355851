import type { Program, ProgramManager, ProgramStatus, ProgramSummary } from "@bounty/shared";
import { organizationIconUrl } from "../organizations/organizations.presenter.ts";
import { toPublicUser } from "../users/users.presenter.ts";
import type {
  ManagerWithUser,
  OrganizationRow,
  ProgramRow,
  ProgramWithOrganization,
} from "./programs.repository.ts";

/** Never activated shows "not started"; after that, the stored state (open, suspended, stopped). */
export const statusOf = (p: ProgramRow): ProgramStatus =>
  p.firstActivatedAt === null ? "notStarted" : p.status;

const organizationOf = (o: OrganizationRow) => ({
  id: o.id,
  name: o.name,
  icon: organizationIconUrl(o),
});

export const toProgramSummary = ({ program: p, organization }: ProgramWithOrganization): ProgramSummary => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  type: p.type,
  visibility: p.visibility,
  status: statusOf(p),
  organization: organizationOf(organization),
  // Reports arrive with issue 6; until then no program has new reports.
  newReportsNb: 0,
});

const toManager = ({ memberId, user }: ManagerWithUser): ProgramManager => {
  const { id, displayName, uniqueName, icon } = toPublicUser(user);
  return { id: memberId, user: { id, displayName, uniqueName, icon } };
};

/** The program; `managers` is given only to members of the owning organization (others get []). */
export const toProgram = (row: ProgramWithOrganization, managers: ManagerWithUser[]): Program => {
  const p = row.program;
  return {
    ...toProgramSummary(row),
    creditSystem: p.creditSystem,
    activated: p.activated,
    firstActivated: p.firstActivatedAt?.toISOString() ?? null,
    frozen: p.frozen,
    replySpeed: p.replySpeed,
    cvssVersion: p.cvssVersion,
    contents: p.contents,
    rewards: p.rewards,
    reportTemplate: p.reportTemplate,
    managers: managers.map(toManager),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
};
