import type { LiveNotice, OrgRole } from "@bounty/shared";
import { canSeeActivity } from "../organizations/activity.policy.ts";

/**
 * The live stream tells a member exactly what their activity feed would show them. Program staff
 * lists arrive with programs (issue 5); until then only the admin is staff of program events.
 */
export const canHearEvent = (role: OrgRole, notice: LiveNotice): boolean =>
  canSeeActivity({ role, programIds: [] }, { type: notice.type, programId: notice.programId });
