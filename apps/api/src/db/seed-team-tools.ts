// Issue 47's demo of a team's tools: the organization's labels on its reports, and its canned answers.
import type { LabelColor, ReportState } from "@bounty/shared";
import { and, asc, eq } from "drizzle-orm";
import { recordEvent } from "../events/events.repository.ts";
import { payloadOf } from "../modules/programs/core/program-rules.ts";
import type { DbOrTx } from "./client.ts";
import { cannedAnswers, labels, programs, reportLabels, reports } from "./schema/index.ts";

const DEMO_LABELS: { name: string; color: LabelColor }[] = [
  { name: "Payments team", color: "teal" },
  { name: "Needs info", color: "yellow" },
  { name: "Regression", color: "red" },
  { name: "Mobile", color: "violet" },
  { name: "Quick win", color: "green" },
];

/** Which demo labels the bug bounty's reports carry, by report number (in the order they were put on). */
const ON_REPORTS: Record<number, string[]> = {
  1: ["Payments team", "Regression"],
  2: ["Needs info"],
  3: ["Mobile", "Quick win"],
  4: ["Payments team"],
};

/**
 * Issue 47's demo: Acme's admin (Sam) has defined labels, and Aiko has put some on the bug bounty's reports,
 * so the table shows them, its filter finds them, and Settings lists them with their counts.
 */
export async function seedDemoLabels(
  tx: DbOrTx,
  organizationId: string,
  people: { adminId: string; aikoId: string },
): Promise<void> {
  const { adminId, aikoId } = people;
  const rows = await tx
    .insert(labels)
    .values(DEMO_LABELS.map((l) => ({ organizationId, ...l })))
    .returning();
  for (const row of rows)
    await recordEvent(tx, {
      type: "org.label.created",
      organizationId,
      actorId: adminId,
      payload: { labelId: row.id, name: row.name },
    });
  const byName = new Map(rows.map((r) => [r.name, r]));
  const found = await tx
    .select({ report: reports, program: programs })
    .from(reports)
    .innerJoin(programs, eq(programs.id, reports.programId))
    .where(and(eq(programs.slug, "acme-bug-bounty"), eq(reports.organizationId, organizationId)))
    .orderBy(asc(reports.number));
  for (const { report, program } of found) {
    const names = ON_REPORTS[report.number];
    if (!names) continue;
    await tx
      .insert(reportLabels)
      .values(names.map((n) => ({ reportId: report.id, labelId: byName.get(n)!.id })));
    await recordEvent(tx, {
      type: "report.labels.changed",
      organizationId,
      actorId: aikoId,
      userId: report.senderId,
      programId: report.programId,
      reportId: report.id,
      payload: { number: report.number, added: [...names].sort(), removed: [], ...payloadOf(program) },
    });
  }
}

const DEMO_ANSWERS: { title: string; body: string; state: ReportState | null }[] = [
  {
    title: "Fixed, thank you",
    body: "Thank you {{hunter}}: the fix for {{report}} is live. We have closed the report as resolved.",
    state: "resolved",
  },
  {
    title: "Working as intended",
    body: "Thank you {{hunter}}. We looked at {{report}} closely: this is the intended behaviour of {{program}}, so we close it as not applicable.",
    state: "not_applicable",
  },
  {
    title: "We are on it",
    body: "Thank you {{hunter}}, we reproduced {{report}} and a fix is under way. We will write here when it is live.",
    state: "unresolved",
  },
  {
    title: "Need more detail",
    body: "Hi {{hunter}}, could you send the exact request and response for {{report}}? We could not reproduce it yet.",
    state: null,
  },
];

/** Issue 47's demo: the admin's canned answers, offered first for Resolved, Not applicable and Unresolved. */
export async function seedDemoCannedAnswers(
  tx: DbOrTx,
  organizationId: string,
  adminId: string,
): Promise<void> {
  const rows = await tx
    .insert(cannedAnswers)
    .values(DEMO_ANSWERS.map((a) => ({ organizationId, ...a })))
    .returning();
  for (const row of rows)
    await recordEvent(tx, {
      type: "org.canned_answer.created",
      organizationId,
      actorId: adminId,
      payload: { cannedAnswerId: row.id, title: row.title },
    });
}
