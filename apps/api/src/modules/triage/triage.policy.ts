import {
  nextTriageActions,
  type TriageActionType,
  type TriageSide,
  triageActionTypes,
  triageSideOf,
} from "@bounty/shared";

/** What a person's triage sides depend on: their memberships and staff's assignments. */
export interface TriageFacts {
  memberships: readonly { organizationId: string; role: string; managedProgramIds: readonly string[] }[];
  assignedProgramIds: readonly string[];
}

export interface TriageProgramFacts {
  id: string;
  organizationId: string;
  triageEnabled: boolean;
}

/**
 * The one triage rule (its SQL form is `findTriageSides`; a test holds the two together). On a
 * triaged program, the triagers are the organization's members with the triage role and the
 * platform triagers staff assigned; the organization's side is its admin and the program's
 * managers. Nobody takes part in a program whose triage is off.
 */
export function triageSidesOf(facts: TriageFacts, program: TriageProgramFacts): TriageSide[] {
  if (!program.triageEnabled) return [];
  const member = facts.memberships.find((m) => m.organizationId === program.organizationId);
  const sides: TriageSide[] = [];
  if (member?.role === "triage" || facts.assignedProgramIds.includes(program.id)) sides.push("triager");
  if (member?.role === "admin" || member?.managedProgramIds.includes(program.id)) sides.push("organization");
  return sides;
}

/** Whether the flow allows the step after the last action (null: none yet). */
export const flowAllows = (last: TriageActionType | null, type: TriageActionType): boolean =>
  nextTriageActions(last).includes(type);

/** Whether one of the caller's sides takes this step. */
export const sideTakes = (sides: readonly TriageSide[], type: TriageActionType): boolean =>
  sides.includes(triageSideOf[type]);

/** The steps the caller may take now. */
export const stepsFor = (sides: readonly TriageSide[], last: TriageActionType | null): TriageActionType[] =>
  triageActionTypes.filter((type) => flowAllows(last, type) && sideTakes(sides, type));

export const SIDE_REFUSALS: Record<TriageSide, string> = {
  triager: "Only the program's triagers take this step.",
  organization: "Only the organization (its admin or the program's managers) takes this step.",
};

export const TRIAGE_SESSIONS_ONLY = "API keys never triage; sign in to triage.";
