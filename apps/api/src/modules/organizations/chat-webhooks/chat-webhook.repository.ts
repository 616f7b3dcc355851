import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { chatWebhooks } from "../../../db/schema/index.ts";

export type ChatWebhookRow = typeof chatWebhooks.$inferSelect;

/** The organization's one webhook, or null. */
export async function findChatWebhook(db: DbOrTx, organizationId: string): Promise<ChatWebhookRow | null> {
  const [row] = await db.select().from(chatWebhooks).where(eq(chatWebhooks.organizationId, organizationId));
  return row ?? null;
}

export async function createChatWebhook(
  db: DbOrTx,
  values: { organizationId: string; url: string; active: boolean; createdBy: string },
): Promise<ChatWebhookRow> {
  const [row] = await db.insert(chatWebhooks).values(values).returning();
  return row!;
}

export async function updateChatWebhookActive(
  db: DbOrTx,
  organizationId: string,
  active: boolean,
): Promise<ChatWebhookRow> {
  const [row] = await db
    .update(chatWebhooks)
    .set({ active, updatedAt: sql`now()` })
    .where(eq(chatWebhooks.organizationId, organizationId))
    .returning();
  return row!;
}

/** Deletes the webhook; its outbox rows go with it (cascade), so nothing more is posted to it. */
export async function deleteChatWebhook(db: DbOrTx, organizationId: string): Promise<void> {
  await db.delete(chatWebhooks).where(eq(chatWebhooks.organizationId, organizationId));
}
