import type { LiveNotice, OrgRole } from "@bounty/shared";
import type { Db } from "../../db/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import { findRolesOf } from "../organizations/members.repository.ts";

/** One open stream: whom it belongs to and how to reach or end it. */
export interface LiveConnection {
  userId: string;
  send(notice: LiveNotice): void;
  close(): void;
}

/** Whether a member with this role may hear this event (the activity feed's rule). */
export type CanHear = (role: OrgRole, notice: LiveNotice) => boolean;

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
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Db,
    bus: EventBus,
    private readonly canHear: CanHear,
    private readonly log: Log,
  ) {
    this.unsubscribe = bus.subscribe((notice) => {
      this.deliver(notice).catch((err) => this.log.warn({ err }, "live event not delivered"));
    });
  }

  get size(): number {
    return this.connections.size;
  }

  add(connection: LiveConnection): () => void {
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  closeAll(): void {
    this.unsubscribe();
    for (const connection of this.connections) connection.close();
    this.connections.clear();
  }

  private async deliver(notice: LiveNotice): Promise<void> {
    if (!notice.organizationId || this.connections.size === 0) return;
    const listening = [...this.connections];
    const userIds = [...new Set(listening.map((c) => c.userId))];
    const roles = await findRolesOf(this.db, notice.organizationId, userIds);
    for (const connection of listening) {
      const role = roles.get(connection.userId);
      if (role && this.canHear(role, notice)) connection.send(notice);
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
