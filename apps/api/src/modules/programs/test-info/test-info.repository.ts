import type { TestInfoAction, TestInfoStatus } from "@bounty/shared";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { testForms, testInfoMessages, testInfoRequests, users } from "../../../db/schema/index.ts";
import type { UserRow } from "../../users/index.ts";
import type { TestFormRow } from "../core/program-details.repository.ts";

export type TestInfoRow = typeof testInfoRequests.$inferSelect;
export type TestInfoMessageRow = typeof testInfoMessages.$inferSelect;

/** A request with what its answer shows: the form, the hunter and the history. */
export interface TestInfoView {
  request: TestInfoRow;
  form: TestFormRow;
  hunter: UserRow;
  messages: { message: TestInfoMessageRow; author: UserRow | null }[];
}

export interface TestInfoFilter {
  status?: TestInfoStatus;
  testForm?: string;
  hunter?: string;
}

/** A request of the program, or null; with `lock` the row is held until the transaction ends. */
export async function findTestInfoRequest(
  db: DbOrTx,
  programId: string,
  requestId: string,
  opts: { lock?: boolean } = {},
): Promise<TestInfoRow | null> {
  const query = db
    .select()
    .from(testInfoRequests)
    .where(and(eq(testInfoRequests.programId, programId), eq(testInfoRequests.id, requestId)));
  const [row] = opts.lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The hunter's idle or accepted request through the form, if any. */
export async function findActiveTestInfoRequest(
  db: DbOrTx,
  programId: string,
  hunterId: string,
  formId: string,
): Promise<TestInfoRow | null> {
  const [row] = await db
    .select()
    .from(testInfoRequests)
    .where(
      and(
        eq(testInfoRequests.programId, programId),
        eq(testInfoRequests.hunterId, hunterId),
        eq(testInfoRequests.formId, formId),
        inArray(testInfoRequests.status, ["idle", "accepted"]),
      ),
    );
  return row ?? null;
}

export async function createTestInfoRequest(
  db: DbOrTx,
  values: { programId: string; hunterId: string; formId: string },
): Promise<TestInfoRow> {
  const [row] = await db.insert(testInfoRequests).values(values).returning();
  if (!row) throw new Error("test info request insert returned no row");
  return row;
}

export async function updateTestInfoRequest(
  db: DbOrTx,
  requestId: string,
  changes: { status: TestInfoStatus; content: string },
): Promise<TestInfoRow> {
  const [row] = await db
    .update(testInfoRequests)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(testInfoRequests.id, requestId))
    .returning();
  if (!row) throw new Error("test info request update returned no row");
  return row;
}

export async function addTestInfoMessage(
  db: DbOrTx,
  values: { requestId: string; authorId: string; action: TestInfoAction; body: string },
): Promise<void> {
  // clock_timestamp: several actions in one test transaction still keep their order.
  await db.insert(testInfoMessages).values({ ...values, createdAt: sql`clock_timestamp()` });
}

const whereOf = (programId: string, f: TestInfoFilter): SQL | undefined =>
  and(
    eq(testInfoRequests.programId, programId),
    f.status ? eq(testInfoRequests.status, f.status) : undefined,
    f.testForm ? eq(testInfoRequests.formId, f.testForm) : undefined,
    f.hunter ? eq(testInfoRequests.hunterId, f.hunter) : undefined,
  );

/** The program's requests, newest first, with their forms, hunters and histories. */
export async function listTestInfoRequests(
  db: DbOrTx,
  programId: string,
  filter: TestInfoFilter,
  page: { page?: number; perPage?: number } = {},
): Promise<{ views: TestInfoView[]; total: number }> {
  const where = whereOf(programId, filter);
  const query = selectRows(db, where);
  const rows =
    page.perPage !== undefined
      ? await query.limit(page.perPage).offset(((page.page ?? 1) - 1) * page.perPage)
      : await query;
  const [total] = await db.select({ n: count() }).from(testInfoRequests).where(where);
  return { views: await withMessages(db, rows), total: total?.n ?? 0 };
}

/** One request of the program with its form, hunter and history. */
export async function getTestInfoView(
  db: DbOrTx,
  programId: string,
  requestId: string,
): Promise<TestInfoView> {
  const rows = await selectRows(
    db,
    and(eq(testInfoRequests.programId, programId), eq(testInfoRequests.id, requestId)),
  );
  const [view] = await withMessages(db, rows);
  if (!view) throw new Error("test info request vanished");
  return view;
}

const selectRows = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ request: testInfoRequests, form: testForms, hunter: users })
    .from(testInfoRequests)
    .innerJoin(testForms, eq(testForms.id, testInfoRequests.formId))
    .innerJoin(users, eq(users.id, testInfoRequests.hunterId))
    .where(where)
    .orderBy(desc(testInfoRequests.createdAt), desc(testInfoRequests.id))
    .$dynamic();

async function withMessages(
  db: DbOrTx,
  rows: { request: TestInfoRow; form: TestFormRow; hunter: UserRow }[],
): Promise<TestInfoView[]> {
  if (rows.length === 0) return [];
  const messages = await db
    .select({ message: testInfoMessages, author: users })
    .from(testInfoMessages)
    .leftJoin(users, eq(users.id, testInfoMessages.authorId))
    .where(
      inArray(
        testInfoMessages.requestId,
        rows.map((r) => r.request.id),
      ),
    )
    .orderBy(asc(testInfoMessages.createdAt), asc(testInfoMessages.id));
  return rows.map((r) => ({ ...r, messages: messages.filter((m) => m.message.requestId === r.request.id) }));
}
