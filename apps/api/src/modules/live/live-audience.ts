import type { OrgRole } from "@bounty/shared";
import type { EventNotice } from "../../events/event-notice.ts";
import { canSeeActivity } from "../organizations/activity.policy.ts";

/**
 * The live stream tells a member exactly what their activity feed would show them. Program staff
 * lists arrive with programs (issue 5); until then only the admin is staff of program events.
 */
export const canHearEvent = (role: OrgRole, notice: EventNotice): boolean =>
  canSeeActivity({ role, programIds: [] }, { type: notice.type, programId: notice.programId });
