import { expect } from "vitest";
import { type EventRow, recordEvent } from "../events/events.repository.ts";
import { buildOrganization, buildSignedInUser, buildUser } from "../test/factories.ts";
import type { TestApp } from "../test/harness.ts";
import { listDeliveriesOfEvent } from "./chat-deliveries.repository.ts";

/** Test helpers for chat deliveries: an organization whose admin connected a webhook through the API. */
export async function buildOrgWithWebhook(t: TestApp, webhook: string, active = true) {
  const admin = await buildSignedInUser(t.ctx);
  const org = await buildOrganization(t.ctx.database.db, { adminId: admin.user.id, name: "Acme" });
  const res = await t.app.inject({
    method: "POST",
    url: `/api/organizations/${org.id}/slack`,
    headers: admin.headers,
    payload: { webhook, active },
  });
  expect(res.statusCode).toBe(201);
  return { admin, org };
}

/** Commits one event of the organization, as a service would (the member row itself is not needed). */
export async function commitEvent(
  t: TestApp,
  organizationId: string,
  type: "org.member.added" | "org.updated" = "org.member.added",
): Promise<EventRow> {
  const user = await buildUser(t.ctx.database.db, { displayName: "Ada", uniqueName: `ada-${Date.now()}` });
  return t.ctx.database.db.transaction((tx) =>
    type === "org.updated"
      ? recordEvent(tx, { type, organizationId, actorId: user.id, payload: { fields: ["name"] } })
      : recordEvent(tx, {
          type,
          organizationId,
          actorId: user.id,
          userId: user.id,
          payload: { memberId: user.id, role: "member" },
        }),
  );
}

/** The one outbox row of an event (fails the test when there is not exactly one). */
export async function deliveryOf(t: TestApp, event: EventRow) {
  const rows = await listDeliveriesOfEvent(t.ctx.database.db, event.id);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}
