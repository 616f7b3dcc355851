import type { LiveNotice } from "@bounty/shared";
import { type ActivityViewer, canSeeActivity } from "../organizations/activity.policy.ts";

/** The live stream tells a member exactly what their activity feed would show them. */
export const canHearEvent = (viewer: ActivityViewer, notice: LiveNotice): boolean =>
  canSeeActivity(viewer, { type: notice.type, programId: notice.programId });
