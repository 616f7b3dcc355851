import {
  type ActivityType,
  type FeedAudience,
  feedAudienceOf,
  feedEventTypes,
  type OrgRole,
} from "@bounty/shared";

/**
 * Who in an organization sees an event type: every member, the admin alone, or the staff of the
 * event's program (the admin, and the program's managers).
 */
export type ActivityAudience = FeedAudience;
export type AudienceMap = Readonly<Record<string, ActivityAudience>>;

/**
 * The event types feeds show and their audience, as the event catalog says (packages/shared/src/events);
 * a type missing here is shown to nobody.
 */
export const activityAudiences: Readonly<Record<ActivityType, ActivityAudience>> = Object.fromEntries(
  feedEventTypes.map((type) => [type, feedAudienceOf(type)!]),
) as Record<ActivityType, ActivityAudience>;

/** A member reading the organization's feed or counts. */
export interface ActivityViewer {
  role: OrgRole;
  /** The programs whose staff the viewer is; the admin is staff of all of them. */
  programIds: readonly string[];
}

export interface ActivityEvent {
  type: string;
  programId: string | null;
}

/** How far a viewer sees one type: all its events, only those of the viewer's programs, or none. */
export type ActivityScope = "all" | "ownPrograms" | "none";

export function activityScope(
  viewer: ActivityViewer,
  type: string,
  audiences: AudienceMap = activityAudiences,
): ActivityScope {
  // hasOwn: a type such as "constructor" must not find an inherited entry.
  if (!Object.hasOwn(audiences, type)) return "none";
  const isAdmin = viewer.role === "admin";
  switch (audiences[type]) {
    case "members":
      return "all";
    case "admin":
      return isAdmin ? "all" : "none";
    case "programStaff":
      return isAdmin ? "all" : "ownPrograms";
    default:
      return "none";
  }
}

/**
 * Whether a viewer may see one event. The feed, its total, the statistics and the live stream all
 * use this rule; the repository's SQL form (`visibleTo`) is derived from `activityScope` too.
 */
export function canSeeActivity(
  viewer: ActivityViewer,
  event: ActivityEvent,
  audiences: AudienceMap = activityAudiences,
): boolean {
  const scope = activityScope(viewer, event.type, audiences);
  if (scope === "all") return true;
  if (scope === "none") return false;
  return event.programId !== null && viewer.programIds.includes(event.programId);
}
