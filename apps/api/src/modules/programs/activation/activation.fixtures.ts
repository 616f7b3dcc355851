import type { ActivationRequestStatus } from "@bounty/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { activationRequests, events, scopeGroups } from "../../../db/schema/index.ts";
import type { buildProgram } from "../../../test/factories.ts";

/** Every tab Start needs, complete (the default rewards already fill Severity). */
export const startable = {
  contents: [{ language: "en" as const, guidelines: "Be kind." }],
  reportTemplate: "## Steps",
} satisfies Parameters<typeof buildProgram>[2];

/** Not started: the state Start and activation requests act on. */
export const notStarted = { activated: false, firstActivatedAt: null } satisfies Parameters<
  typeof buildProgram
>[2];

export async function addScopeGroup(db: DbOrTx, programId: string) {
  await db.insert(scopeGroups).values({ programId, identifier: "app.example.com" });
}

export async function addActivationRequest(
  db: DbOrTx,
  programId: string,
  requestedBy: string | null,
  status: ActivationRequestStatus = "pending",
) {
  const [row] = await db.insert(activationRequests).values({ programId, requestedBy, status }).returning();
  return row!;
}

export async function eventsOfProgram(db: DbOrTx, programId: string) {
  return db.select().from(events).where(eq(events.programId, programId)).orderBy(events.createdAt);
}
