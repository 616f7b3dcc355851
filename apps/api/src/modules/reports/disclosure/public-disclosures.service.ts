import { Disclosure, DisclosureList } from "@bounty/shared";
import { z } from "zod";
import type { DbOrTx } from "../../../db/client.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { notFound } from "../../../http/errors.ts";
import { publicAnswer } from "../../../lib/public-answer.ts";
import { reportRewardTotals } from "../../ledger/index.ts";
import { authorizeProgram } from "../../programs/index.ts";
import { toDisclosure } from "./disclosure.presenter.ts";
import * as repo from "./disclosure.repository.ts";

/** The feeds' length: the newest disclosures, as readers poll them. */
export const FEED_ENTRIES = 50;

async function present(db: DbOrTx, rows: repo.DisclosureView[]): Promise<Disclosure[]> {
  const paid = await reportRewardTotals(
    db,
    rows.map((r) => r.disclosure.reportId),
  );
  return rows.map((r) => toDisclosure(r, paid.get(r.disclosure.reportId)));
}

/**
 * The program whose disclosures the caller asks for: a program's disclosures are public exactly
 * where its details are (its guidelines and scopes): a public program's to everyone, a private
 * one's to its organization and the hunters it let in. Others get the program's 404 (or 401/403).
 */
const programFor = (db: DbOrTx, actor: Actor | null, ref: string) =>
  authorizeProgram(db, actor, ref, "readDetails", { publicRead: true });

/** GET programs/{id}/disclosures: published disclosures, newest first, 20 a page. */
export function listProgramDisclosures(
  ctx: AppContext,
  actor: Actor | null,
  ref: string,
  q: { page: number; perPage: number },
): Promise<DisclosureList | string> {
  const key = `disclosures:${ref}:${q.page}:${q.perPage}`;
  return publicAnswer(ctx.publicCache, actor, key, DisclosureList, async (as) => {
    const db = ctx.database.db;
    const { row } = await programFor(db, as, ref);
    const { rows, total } = await repo.listPublishedDisclosures(db, {
      scope: { programId: row.program.id },
      offset: (q.page - 1) * q.perPage,
      limit: q.perPage,
    });
    const value = { data: await present(db, rows), meta: { total, page: q.page, perPage: q.perPage } };
    return { scope: row.program.id, value };
  });
}

const DisclosureAnswer = z.object({ data: Disclosure });

/** GET programs/{id}/disclosures/{disclosureId}: one published disclosure of the program. */
export function getProgramDisclosure(
  ctx: AppContext,
  actor: Actor | null,
  ref: string,
  id: string,
): Promise<{ data: Disclosure } | string> {
  return publicAnswer(ctx.publicCache, actor, `disclosure:${ref}:${id}`, DisclosureAnswer, async (as) => {
    const db = ctx.database.db;
    const { row } = await programFor(db, as, ref);
    const found = await repo.findPublishedDisclosure(db, row.program.id, id);
    if (!found) throw notFound("Disclosure");
    const [disclosure] = await present(db, [found]);
    return { scope: row.program.id, value: { data: disclosure! } };
  });
}

/** The newest disclosures of one program (as its readers may see it), or of every public program. */
export async function feedDisclosures(ctx: AppContext, actor: Actor | null, ref: string | null) {
  const db = ctx.database.db;
  const program = ref ? (await programFor(db, actor, ref)).row.program : null;
  const { rows } = await repo.listPublishedDisclosures(db, {
    scope: program ? { programId: program.id } : { everyPublicProgram: true },
    offset: 0,
    limit: FEED_ENTRIES,
    count: false,
  });
  return { program, items: await present(db, rows) };
}
