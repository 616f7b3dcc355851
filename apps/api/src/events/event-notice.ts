/** The NOTIFY channel committed events are announced on. */
export const EVENTS_CHANNEL = "bounty_events";

/**
 * What a commit announces: ids only, never the payload, so nothing private crosses NOTIFY and the
 * message stays far below its 8000-byte limit. Readers load more from the log when they need it.
 */
export interface EventNotice {
  id: string;
  type: string;
  organizationId: string | null;
  userId: string | null;
  programId: string | null;
  reportId: string | null;
}

export function parseEventNotice(payload: string | undefined): EventNotice | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<EventNotice>;
    if (typeof value.id !== "string" || typeof value.type !== "string") return null;
    return {
      id: value.id,
      type: value.type,
      organizationId: value.organizationId ?? null,
      userId: value.userId ?? null,
      programId: value.programId ?? null,
      reportId: value.reportId ?? null,
    };
  } catch {
    return null;
  }
}
