import {
  type DateRangeValue,
  HallOfFame,
  Leaderboard,
  PublicActivityList,
  toDateRangeEcho,
} from "@bounty/shared";
import type { z } from "zod";
import type { Actor } from "../../http/auth.ts";
import type { AppContext } from "../../http/context.ts";
import { notFound } from "../../http/errors.ts";
import { publicAnswer } from "../../lib/public-answer.ts";
import { LEADERBOARD, LEADERBOARD_TTL_MS } from "../../lib/public-cache.ts";
import { authorizeProgram } from "../programs/index.ts";
import { toPublicActivity, toPublicHunter } from "./public.presenter.ts";
import * as repo from "./public.repository.ts";

type Page = { page: number; perPage: number };

/** A program's public pages follow its details rule: a private program's are its insiders'. */
const programOf = async (ctx: AppContext, actor: Actor | null, ref: string) =>
  (await authorizeProgram(ctx.database.db, actor, ref, "readDetails")).row.program;

/** GET programs/{id}/hof. */
export function getHallOfFame(ctx: AppContext, actor: Actor | null, ref: string) {
  return publicAnswer(ctx.publicCache, actor, `hof:${ref}`, HallOfFame, async (as) => {
    const program = await programOf(ctx, as, ref);
    const entries = await repo.hallOfFame(ctx.database.db, program.id);
    return { scope: program.id, value: { data: { entries: entries.map(toPublicHunter) } } };
  });
}

/** GET programs/{id}/activities: the program's public facts, 20 a page. */
export function listProgramActivities(
  ctx: AppContext,
  actor: Actor | null,
  ref: string,
  q: Page,
): Promise<PublicActivityList | string> {
  const key = `activities:${ref}:${q.page}:${q.perPage}`;
  return publicAnswer(ctx.publicCache, actor, key, PublicActivityList, async (as) => {
    const program = await programOf(ctx, as, ref);
    const { rows, total } = await repo.programActivities(ctx.database.db, program.id, {
      offset: (q.page - 1) * q.perPage,
      limit: q.perPage,
    });
    return {
      scope: program.id,
      value: { data: rows.map(toPublicActivity), meta: { total, page: q.page, perPage: q.perPage } },
    };
  });
}

/** GET users/{id}/activities: a hunter's public facts (public programs only), 20 a page. */
export async function listUserActivities(
  ctx: AppContext,
  ref: string,
  q: Page,
): Promise<z.input<typeof PublicActivityList>> {
  const db = ctx.database.db;
  const user = await repo.findUserRef(db, ref);
  if (!user) throw notFound("User");
  const { rows, total } = await repo.userActivities(db, user.id, {
    offset: (q.page - 1) * q.perPage,
    limit: q.perPage,
  });
  return { data: rows.map(toPublicActivity), meta: { total, page: q.page, perPage: q.perPage } };
}

/** GET leaderboard: the same for everyone (public programs only), so always from the cache. */
export function getLeaderboard(
  ctx: AppContext,
  range: DateRangeValue,
  isDefault: boolean,
): Promise<Leaderboard | string> {
  const key = isDefault
    ? "leaderboard:default"
    : `leaderboard:${range.start.toISOString()}:${range.end.toISOString()}`;
  return publicAnswer(
    ctx.publicCache,
    null,
    key,
    Leaderboard,
    async () => {
      const board = await repo.leaderboard(ctx.database.db, range);
      return {
        scope: LEADERBOARD,
        value: {
          data: {
            byNbOfReports: board.byNbOfReports.map((r) => ({ user: toPublicHunter(r.user), count: r.count })),
            byPoints: board.byPoints.map((r) => ({ user: toPublicHunter(r.user), sum: Number(r.sum) })),
          },
          meta: { range: toDateRangeEcho(range) },
        },
      };
    },
    { ttlMs: LEADERBOARD_TTL_MS },
  );
}
