import type { PossibleDuplicate } from "@bounty/shared";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { inIds } from "../../../db/id-lists.ts";
import { reports } from "../../../db/schema/index.ts";
import type { Actor } from "../../../http/auth.ts";
import type { AppContext } from "../../../http/context.ts";
import { notFound } from "../../../http/errors.ts";
import { authorizeReport, reportViewerOf } from "../../standing/index.ts";

export const POSSIBLE_DUPLICATES = 5;
// The latest earlier reports compared (a program's recent history is where its duplicates are).
const CANDIDATES = 2000;
// Of those, the ones whose descriptions are compared too: the closest by title, scope and type.
const SHORTLIST = 50;
// Descriptions are compared on their beginning, where the summary and the first steps are.
const DESCRIPTION_CHARS = 2000;
// Below this the texts share too little to be worth a triager's look.
const MIN_SCORE = 0.15;

/**
 * The endpoints a report's text names (issue 47): URL paths of two segments or more, the host left
 * out, ids and placeholders (`123`, `{id}`, `:id`) made one. Words differ between languages; the
 * endpoint a bug lives at does not, so `GET /api/invoices/{id}` in a Japanese report meets
 * `/api/invoices/1042` in an English one.
 */
// The template's backslashes are doubled: a tagged template's text is the processed string.
const endpointsOf = (text: SQL) => sql`array(
  select distinct regexp_replace(m[1], '\\{[^}]*\\}|:[a-z_]+|[0-9]+', 'n', 'g')
  from regexp_matches(regexp_replace(left(${text}, ${DESCRIPTION_CHARS}), 'https?://[^/\\s]+', '', 'g'),
    '((?:/[a-z0-9_.~{}:-]+){2,})', 'g') as m)`;

/**
 * Up to five earlier reports of the same program most like this one, computed in the database, in
 * two steps that keep the cost bounded however large the program grows: the program's latest
 * CANDIDATES earlier reports are ranked by trigram similarity of the titles, raised when the scope
 * or the vulnerability type is the same; the best SHORTLIST of them, and the latest SHORTLIST with
 * both the same scope and type (a report in another language shares no title words), are then scored
 * on title (0.6) and description (0.4) together, plus the same raises, plus 0.3 when both name the
 * same endpoint. A report sharing an endpoint is shown however little its words share. Comparing
 * every candidate's description costs ten times more (docs/performance.md).
 */
async function rankPossibleDuplicates(db: DbOrTx, id: string): Promise<Ranked[]> {
  const result = await db.execute<Ranked>(sql`
    with me as (select *, ${endpointsOf(sql`search_text`)} as endpoints from ${reports} where id = ${id}),
    candidates as (
      select other.id, other.number, other.title, other.state, other.created_at, other.search_text,
             other.scope_group_id, other.vrt_id
      from ${reports} other, me
      where other.program_id = me.program_id and (other.created_at, other.id) < (me.created_at, me.id)
      order by other.created_at desc, other.id desc
      limit ${CANDIDATES}),
    raised as (
      select c.*,
             case when c.scope_group_id = me.scope_group_id then 0.1 else 0 end
               + case when c.vrt_id is not distinct from me.vrt_id then 0.1 else 0 end as raise,
             similarity(c.title, me.title) as title_score
      from candidates c, me),
    shortlist as (
      (select * from raised order by title_score + raise desc, created_at desc limit ${SHORTLIST})
      union
      (select * from raised where raise >= 0.2 order by created_at desc limit ${SHORTLIST})),
    scored as (
      select s.*,
             0.6 * s.title_score
               + 0.4 * similarity(left(s.search_text, ${DESCRIPTION_CHARS}), left(me.search_text, ${DESCRIPTION_CHARS}))
               as text_score,
             case when cardinality(me.endpoints) > 0 and ${endpointsOf(sql`s.search_text`)} && me.endpoints
               then 0.3 else 0 end as endpoint_score
      from shortlist s, me)
    select id, round((text_score + raise + endpoint_score)::numeric, 3)::float8 as score
    from scored
    where text_score >= ${MIN_SCORE} or endpoint_score > 0
    order by score desc, created_at desc
    limit ${POSSIBLE_DUPLICATES}`);
  return result.rows;
}

// How long a ranking is reused. Only earlier reports are candidates, so new submissions never change
// it; an edit of a title or description shows in the ranking within this time.
export const RANKING_TTL_MS = 60_000;
const MAX_RANKINGS = 2_000;

type Ranked = { id: string; score: number };

/** Rankings per report, per database (tests run many apps in one process). */
const rankings = new WeakMap<object, Map<string, { at: number; ranked: Ranked[] }>>();

/**
 * The ranking of a report's possible duplicates, computed at most once a minute: the comparison is
 * the costly part (about 25 ms for a program's 2,000 latest reports), and the report page asks for it
 * at every visit. The numbers, titles and states shown with it are read fresh every time.
 */
async function rankingOf(db: DbOrTx, id: string): Promise<Ranked[]> {
  let cache = rankings.get(db);
  if (!cache) {
    cache = new Map();
    rankings.set(db, cache);
  }
  const now = Date.now();
  const kept = cache.get(id);
  if (kept && now - kept.at < RANKING_TTL_MS) return kept.ranked;
  const ranked = await rankPossibleDuplicates(db, id);
  cache.delete(id);
  // Map keeps insertion order: the first key is the oldest ranking.
  if (cache.size >= MAX_RANKINGS) cache.delete(cache.keys().next().value!);
  cache.set(id, { at: now, ranked });
  return ranked;
}

async function findPossibleDuplicates(
  db: DbOrTx,
  id: string,
  programId: string,
): Promise<PossibleDuplicate[]> {
  const ranked = await rankingOf(db, id);
  if (ranked.length === 0) return [];
  const rows = await db
    .select({ id: reports.id, number: reports.number, title: reports.title, state: reports.state })
    .from(reports)
    .where(
      and(
        inIds(
          reports.id,
          ranked.map((r) => r.id),
        ),
        eq(reports.programId, programId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  // A report deleted since the ranking is left out.
  return ranked.flatMap(({ id: rankedId, score }) => {
    const row = byId.get(rankedId);
    return row ? [{ ...row, score }] : [];
  });
}

/** GET reports/{id}/duplicates: the program's staff only (the hunter never learns of other reports). */
export async function possibleDuplicatesFor(
  ctx: AppContext,
  actor: Actor,
  id: string,
): Promise<PossibleDuplicate[]> {
  const db = ctx.database.db;
  const viewer = await reportViewerOf(db, actor);
  const [facts] = await db
    .select({
      senderId: reports.senderId,
      programId: reports.programId,
      organizationId: reports.organizationId,
    })
    .from(reports)
    .where(sql`${reports.id} = ${id}`);
  if (!facts) throw notFound("Report");
  authorizeReport(actor, "compare", { viewer, report: facts });
  return findPossibleDuplicates(db, id, facts.programId);
}
