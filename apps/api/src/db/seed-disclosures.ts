import { eq } from "drizzle-orm";
import { recordEvent } from "../events/events.repository.ts";
import { payloadOf } from "../modules/programs/index.ts";
import type { DbOrTx } from "./client.ts";
import { allowHistoryRewrite } from "./history-rewrite.ts";
import { disclosureRequests, disclosures, events, type programs } from "./schema/index.ts";
import type { DemoReport } from "./seed-reports.data.ts";

const DAY_MS = 86_400_000;

/** A demo report's disclosure request, and its disclosure when the staff published it, dated as written. */
export async function seedDisclosure(
  tx: DbOrTx,
  report: {
    id: string;
    number: number;
    senderId: string;
    managerId: string | null;
    program: typeof programs.$inferSelect;
  },
  sentAt: Date,
  demo: DemoReport,
): Promise<void> {
  if (!demo.disclosure) return;
  const { program } = report;
  const at = (days: number) => new Date(sentAt.getTime() + days * DAY_MS);
  const base = {
    organizationId: program.organizationId,
    userId: report.senderId,
    programId: program.id,
    reportId: report.id,
  };
  const dated = async (id: string, when: Date) => {
    await allowHistoryRewrite(tx);
    await tx.update(events).set({ createdAt: when }).where(eq(events.id, id));
  };
  const requested = await recordEvent(tx, {
    ...base,
    type: "report.disclosure.requested",
    actorId: report.senderId,
    payload: { number: report.number, ...payloadOf(program) },
  });
  await dated(requested.id, at(demo.disclosure.daysAfter));
  const published = demo.disclosure.disclosed;
  if (!published) {
    await tx.insert(disclosureRequests).values({
      reportId: report.id,
      programId: program.id,
      summary: demo.disclosure.userSummary,
      createdAt: at(demo.disclosure.daysAfter),
      updatedAt: at(demo.disclosure.daysAfter),
    });
    return;
  }
  const when = at(published.daysAfter);
  const [row] = await tx
    .insert(disclosures)
    .values({
      reportId: report.id,
      programId: program.id,
      organizationId: program.organizationId,
      title: published.title,
      orgSummary: published.orgSummary,
      userSummary: demo.disclosure.userSummary,
      createdById: report.managerId,
      publishAt: when,
      publishedAt: when,
      createdAt: when,
      updatedAt: when,
    })
    .returning();
  const disclosed = await recordEvent(tx, {
    ...base,
    type: "report.disclosed",
    actorId: report.managerId,
    payload: { number: report.number, disclosureId: row!.id, automatic: false, ...payloadOf(program) },
  });
  await dated(disclosed.id, when);
}
