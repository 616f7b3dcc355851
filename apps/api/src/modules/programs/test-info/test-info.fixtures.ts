import type { TestInfoStatus } from "@bounty/shared";
import type { DbOrTx } from "../../../db/client.ts";
import { programApplications, testForms, testInfoRequests } from "../../../db/schema/index.ts";
import { addProgramManager, buildSignedInUser } from "../../../test/factories.ts";
import type { TestApp } from "../../../test/harness.ts";
import { apiKeyHeaders } from "../../organizations/core/organizations.fixtures.ts";
import { buildProgramWorld } from "../core/programs.fixtures.ts";

/**
 * The programs' world for test information: the public open program and the private (invite) one,
 * both managed by the world's manager; an applicant (pending) and an approved hunter on the private
 * program; API keys of a hunter and of the admin.
 */
export async function buildTestInfoWorld(t: TestApp) {
  const db = t.ctx.database.db;
  const w = await buildProgramWorld(t);
  await addProgramManager(db, w.programs.open.id, w.manager.memberId);
  const applicant = await buildSignedInUser(t.ctx);
  const approved = await buildSignedInUser(t.ctx);
  await db.insert(programApplications).values([
    { programId: w.programs.private.id, hunterId: applicant.user.id, state: "pending" },
    { programId: w.programs.private.id, hunterId: approved.user.id, state: "approved" },
  ]);
  const keys = {
    hunter: await apiKeyHeaders(t, w.nonMember.user.id, w.nonMember.headers),
    admin: await apiKeyHeaders(t, w.admin.user.id, w.admin.headers),
  };
  return { ...w, applicant, approved, keys };
}
export type TestInfoWorld = Awaited<ReturnType<typeof buildTestInfoWorld>>;

export const callers = [
  "anonymous",
  "hunter",
  "hunterKey",
  "applicant",
  "approved",
  "member",
  "triage",
  "manager",
  "admin",
  "adminKey",
  "otherAdmin",
] as const;
export type Caller = (typeof callers)[number];

export const headersOf = (w: TestInfoWorld, who: Caller): Record<string, string> => {
  if (who === "anonymous") return {};
  if (who === "hunter") return w.nonMember.headers;
  if (who === "hunterKey") return w.keys.hunter;
  if (who === "adminKey") return w.keys.admin;
  return w[who].headers;
};

/** A form written straight to the table. */
export async function buildTestForm(db: DbOrTx, programId: string, title = "Test account") {
  const [form] = await db.insert(testForms).values({ programId, title, description: "" }).returning();
  return form!;
}

/** A request written straight to the table, in any status. */
export async function buildTestInfoRequest(
  db: DbOrTx,
  programId: string,
  hunterId: string,
  opts: { formId?: string; status?: TestInfoStatus; content?: string; at?: Date } = {},
) {
  const formId = opts.formId ?? (await buildTestForm(db, programId)).id;
  const [row] = await db
    .insert(testInfoRequests)
    .values({
      programId,
      hunterId,
      formId,
      status: opts.status ?? "idle",
      content: opts.content ?? "",
      // Two rows written in the same millisecond would tie in the newest-first lists.
      ...(opts.at ? { createdAt: opts.at, updatedAt: opts.at } : {}),
    })
    .returning();
  return row!;
}
