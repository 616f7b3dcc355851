import { eq } from "drizzle-orm";
import { runLicenceBilling } from "../modules/rewards/licences/licences.service.ts";
import type { DbOrTx } from "./client.ts";
import { licenceCounts, organizations } from "./schema/index.ts";

/**
 * Acme's red-team program has been paid by licence since the start of last month: its count from
 * then, and the worker's run, which issues last month's invoice as it would on the 1st.
 */
export async function seedDemoLicences(tx: DbOrTx, now = new Date()): Promise<void> {
  const [acme] = await tx.select().from(organizations).where(eq(organizations.name, "Acme Security"));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  await tx
    .insert(licenceCounts)
    .values({ organizationId: acme!.id, day: lastMonth.toISOString().slice(0, 10), people: 2 });
  await runLicenceBilling(tx, now);
}
