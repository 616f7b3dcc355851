import type { ListStaffTriageQuery, StaffTriageProgram } from "@bounty/shared";
import type { DbOrTx } from "../../db/client.ts";
import { recordEvent } from "../../events/events.repository.ts";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { invalid, notFound } from "../../http/errors.ts";
import { assertPlatformStaff } from "../staff/index.ts";
import * as repo from "./triage-staff.repository.ts";

async function withTriagers(
  db: DbOrTx,
  rows: Awaited<ReturnType<typeof repo.listPrograms>>["rows"],
): Promise<StaffTriageProgram[]> {
  const triagers = await repo.listTriagers(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    organization: r.organization,
    triageEnabled: r.triageEnabledAt !== null,
    triagers: triagers
      .filter((t) => t.programId === r.id)
      .map((t) => ({
        id: t.id,
        displayName: t.displayName,
        uniqueName: t.uniqueName,
        assignedAt: t.assignedAt.toISOString(),
      })),
  }));
}

/** GET staff/triage: every program with its triage switch and platform triagers (platform staff). */
export async function listStaffTriage(ctx: AppContext, actor: Actor, q: ListStaffTriageQuery) {
  await assertPlatformStaff(ctx, actor);
  const db = ctx.database.db;
  const { rows, total } = await repo.listPrograms(db, q.s, q.page, q.perPage);
  return { data: await withTriagers(db, rows), total };
}

async function programOf(tx: DbOrTx, id: string): Promise<StaffTriageProgram> {
  const { rows } = await repo.listProgramsById(tx, id);
  const [program] = await withTriagers(tx, rows);
  if (!program) throw notFound("Program");
  return program;
}

/** PUT staff/triage/{id}: platform staff turn triage on for a program, as a service its organization asked for, or off. */
export async function setProgramTriage(ctx: AppContext, actor: Actor, id: string, enabled: boolean) {
  await assertPlatformStaff(ctx, actor);
  return ctx.database.db.transaction(async (tx) => {
    const program = await repo.findProgramForUpdate(tx, id);
    if (!program) throw notFound("Program");
    if ((program.triageEnabledAt !== null) !== enabled) {
      await repo.setTriageEnabled(tx, id, enabled);
      await recordEvent(tx, {
        type: "platform.triage.changed",
        organizationId: program.organizationId,
        programId: id,
        actorId: actor.userId,
        payload: { enabled },
      });
    }
    return programOf(tx, id);
  });
}

/** POST staff/triage/{id}/triagers: staff assign a platform triager, named by unique name or e-mail. */
export async function assignTriager(ctx: AppContext, actor: Actor, id: string, name: string) {
  await assertPlatformStaff(ctx, actor);
  return ctx.database.db.transaction(async (tx) => {
    const program = await repo.findProgramForUpdate(tx, id);
    if (!program) throw notFound("Program");
    if (program.triageEnabledAt === null)
      throw invalid("user", "Turn triage on for this program before assigning triagers.");
    const person = await repo.findPerson(tx, name);
    if (!person) throw invalid("user", "No account has this unique name or e-mail address.");
    if (await repo.addTriager(tx, id, person.id, actor.userId)) {
      await recordEvent(tx, {
        type: "platform.triager.assigned",
        organizationId: program.organizationId,
        programId: id,
        actorId: actor.userId,
        userId: person.id,
        payload: {},
      });
    }
    return programOf(tx, id);
  });
}

/** DELETE staff/triage/{id}/triagers/{userId}: the triager stops seeing the program's queue at once. */
export async function unassignTriager(ctx: AppContext, actor: Actor, id: string, userId: string) {
  await assertPlatformStaff(ctx, actor);
  return ctx.database.db.transaction(async (tx) => {
    const program = await repo.findProgramForUpdate(tx, id);
    if (!program) throw notFound("Program");
    if (!(await repo.removeTriager(tx, id, userId))) throw notFound("Triager");
    await recordEvent(tx, {
      type: "platform.triager.unassigned",
      organizationId: program.organizationId,
      programId: id,
      actorId: actor.userId,
      userId,
      payload: {},
    });
    return programOf(tx, id);
  });
}
