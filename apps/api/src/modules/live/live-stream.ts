import type { LiveNotice } from "@bounty/shared";
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import { findEventTime, listEventsSince, listUserEventsSince } from "../../events/events.repository.ts";
import type { ActivityViewer } from "../organizations/index.ts";
import { findRolesOf, listMembershipsOf } from "../organizations/index.ts";
import { listManagerUserIds } from "../programs/index.ts";
import { memberReportViewer } from "../standing/index.ts";
import { canHearReportEvent, isReportEvent, SENDER_REPORT_EVENT_TYPES } from "./live-audience.ts";

/** Tells a client its missed events are unknown (a resume too far back, a gap in hearing): refetch what it shows. */
export const RESYNC_TYPE = "resync";
export const RESYNC: LiveNotice = {
  id: "",
  type: RESYNC_TYPE,
  organizationId: null,
  userId: null,
  programId: null,
  reportId: null,
};

/** One open stream: whom it belongs to and how to reach or end it. */
export interface LiveConnection {
  userId: string;
  send(notice: LiveNotice): void;
  close(): void;
}

/** Whether a member seen as this viewer may hear this event (the activity feed's rule). */
export type CanHear = (viewer: ActivityViewer, notice: LiveNotice) => boolean;

// A transaction's events carry its start time but are heard at commit: a resume looks this far back
// before the last event the client heard, and the client drops the ids it already handled.
const RESUME_LOOKBACK_MS = 60_000;
// More missed events than this: the client is better served refetching everything.
export const RESUME_MAX_EVENTS = 500;

interface Log {
  warn(obj: object, msg: string): void;
}

/**
 * This instance's open streams. Each committed event goes to the connected members of its
 * organization whose role may see it, with membership read when the event arrives, so a role
 * change or removal counts from the next event on.
 */
export class LiveStreams {
  private readonly connections = new Set<LiveConnection>();
  /** The same streams by user: who may hear an event is decided once per user, not per tab. */
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    bus: EventBus,
    private readonly canHear: CanHear,
    private readonly log: Log,
  ) {
    const unsubscribe = bus.subscribe((notice) => {
      this.deliver(notice).catch((err) => this.log.warn({ err }, "live event not delivered"));
    });
    // The bus heard nothing for a while: every stream may have missed something.
    const unwatch = bus.onGap(() => {
      for (const connection of this.connections) connection.send(RESYNC);
    });
    this.unsubscribe = () => {
      unsubscribe();
      unwatch();
    };
  }

  get size(): number {
    return this.connections.size;
  }

  /** How many streams this user holds open on this instance. */
  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  add(connection: LiveConnection): () => void {
    this.connections.add(connection);
    const own = this.byUser.get(connection.userId) ?? new Set();
    own.add(connection);
    this.byUser.set(connection.userId, own);
    return () => {
      this.connections.delete(connection);
      own.delete(connection);
      if (own.size === 0 && this.byUser.get(connection.userId) === own) this.byUser.delete(connection.userId);
    };
  }

  /**
   * What a stream resuming after `lastEventId` missed, under the same rule as live delivery and with
   * the user's memberships as they are now; null when it cannot tell (an id the log does not hold,
   * or too many events), and the client then refetches whatever it shows.
   */
  async missedSince(userId: string, lastEventId: string): Promise<LiveNotice[] | null> {
    const heardAt = await findEventTime(this.db, lastEventId);
    if (!heardAt) return null;
    const memberships = await listMembershipsOf(this.db, userId);
    const viewers = new Map(memberships.map((m) => [m.organizationId, m]));
    const since = new Date(heardAt.getTime() - RESUME_LOOKBACK_MS);
    const missed = await listEventsSince(this.db, [...viewers.keys()], since, RESUME_MAX_EVENTS + 1);
    // The reports this user sent, in organizations they may not belong to.
    const own = await listUserEventsSince(
      this.db,
      userId,
      SENDER_REPORT_EVENT_TYPES,
      since,
      RESUME_MAX_EVENTS + 1,
    );
    const all = new Map([...missed, ...own].map((n) => [n.id, n]));
    if (all.size > RESUME_MAX_EVENTS) return null;
    return [...all.values()]
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id))
      .filter((notice) => {
        if (notice.id === lastEventId) return false;
        const viewer = notice.organizationId ? viewers.get(notice.organizationId) : undefined;
        if (isReportEvent(notice))
          return canHearReportEvent(memberReportViewer(userId, notice.organizationId ?? "", viewer), notice);
        return viewer !== undefined && this.canHear(viewer, notice);
      })
      .map(({ at: _, ...notice }) => notice);
  }

  closeAll(): void {
    this.unsubscribe();
    for (const connection of this.connections) connection.close();
    this.connections.clear();
    this.byUser.clear();
  }

  private async deliver(notice: LiveNotice): Promise<void> {
    if (!notice.organizationId || this.connections.size === 0) return;
    const listening = [...this.connections];
    const userIds = [...this.byUser.keys()];
    const roles = await findRolesOf(this.db, notice.organizationId, userIds);
    // A program's event reaches its managers too: who they are is read when the event arrives.
    const managers = new Set(notice.programId ? await listManagerUserIds(this.db, notice.programId) : []);
    const reportEvent = isReportEvent(notice);
    for (const userId of userIds) {
      const role = roles.get(userId);
      const programIds = notice.programId && managers.has(userId) ? [notice.programId] : [];
      // A report's events follow the report rule: its sender hears them too, not only members.
      const member = role === undefined ? undefined : { role, programIds };
      const hears = reportEvent
        ? canHearReportEvent(memberReportViewer(userId, notice.organizationId, member), notice)
        : member !== undefined && this.canHear(member, notice);
      if (hears) for (const connection of this.byUser.get(userId) ?? []) connection.send(notice);
    }
    // Whoever just lost their membership hears that once, then their stream ends (the spec's rule);
    // the client reconnects and hears only what it still may.
    if (notice.type === "org.member.removed" && notice.userId) {
      for (const connection of listening) {
        if (connection.userId !== notice.userId || roles.has(connection.userId)) continue;
        connection.send(notice);
        connection.close();
      }
    }
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** The open live-update streams (app.ts makes them; only the live routes use them). */
    liveStreams: LiveStreams;
  }
}
