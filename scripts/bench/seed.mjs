// Seeds a benchmark tier through SQL, deterministically: every id is bench_id(label), md5(label) shaped
// as a version 4 uuid (the API refuses other shapes), so two runs of one tier hold the same rows and callers.
import {
  BENCH_BUDGET,
  BENCH_ID_FUNCTION,
  FIXED,
  fixtures,
  SEED_VERSION,
  tierCounts,
  ZIPF_EXPONENT,
} from "./fixtures.mjs";
import { seedMoney } from "./seed-money.mjs";
import { seedPublicSide } from "./seed-public.mjs";

export { fixtures, idOf, PLATFORM_STAFF_EMAIL, SEED_VERSION, tierCounts } from "./fixtures.mjs";

/**
 * The event log is append-only (migration 0037); a statement that clears the benchmark's own entries
 * says so first, for its own transaction (the sub-select runs once, before any row is touched).
 */
export const REWRITE = "(SELECT set_config('bounty.rewrite_history', 'on', true)) = 'on' AND";

/**
 * Takes out the reports the submission endpoint wrote, so every list and export measures the seeded
 * reports, in this run and the next, with statistics and a visibility map as autovacuum would leave;
 * and the feed lines the writing endpoints added, so the activity feed measures the seeded events.
 */
export async function resetSubmissions(client) {
  // Their report.submitted events too (the foreign key would only null their report), or every run
  // would lengthen the organization's activity feed that the next one measures.
  await client.query(
    `DELETE FROM events WHERE ${REWRITE} report_id IN (SELECT id FROM reports WHERE title LIKE 'Bench submission%')`,
  );
  // The reward endpoints' feed lines likewise (the seed writes none): 500 and more a run otherwise.
  await client.query(`DELETE FROM events WHERE ${REWRITE} type = 'report.rewarded'`);
  // And the bulk endpoint's priorities with their events (the seed sets none): about 10,000 a run
  // had drifted the first organization's feed, and the lists that order by priority.
  const bulk = await client.query(`DELETE FROM events WHERE ${REWRITE} type = 'report.priority.changed'`);
  if (bulk.rowCount > 0) await client.query("UPDATE reports SET priority = NULL WHERE priority IS NOT NULL");
  const { rowCount } = await client.query("DELETE FROM reports WHERE title LIKE 'Bench submission%'");
  await client.query(rowCount > 0 ? "VACUUM (ANALYZE) reports, events" : "VACUUM (ANALYZE) events");
}

/** One unused refresh token per refresh request a run may make (a refresh rotates its token). */
export async function resetRefreshTokens(client) {
  await client.query("DELETE FROM refresh_tokens WHERE session_id = $1", [fixtures.hunterSession]);
  await client.query("UPDATE sessions SET revoked_at = NULL WHERE id = $1", [fixtures.hunterSession]);
  await client.query(
    `INSERT INTO refresh_tokens (session_id, token_hash, expires_at)
     SELECT $1::uuid, encode(sha256(convert_to('bench-refresh-' || i, 'UTF8')), 'hex'), now() + interval '30 days'
     FROM generate_series(1, $2) i`,
    [fixtures.hunterSession, FIXED.refreshTokens],
  );
}

// Titles and descriptions mix English and Japanese, as a platform in Japan receives them.
const ENGLISH = [
  "SQL injection",
  "Stored XSS",
  "IDOR",
  "SSRF",
  "Open redirect",
  "CSRF",
  "RCE",
  "Path traversal",
];
const JAPANESE = [
  "脆弱性",
  "認証バイパス",
  "情報漏えい",
  "権限昇格",
  "クロスサイトスクリプティング",
  "不正アクセス",
];

async function seedReports(q, c) {
  const english = `(ARRAY[${ENGLISH.map((w) => `'${w}'`).join(",")}])`;
  const japanese = `(ARRAY[${JAPANESE.map((w) => `'${w}'`).join(",")}])`;
  // Each program's share of the reports, by rank (program-p has rank p).
  await q(
    `CREATE TEMP TABLE bench_shares AS
     WITH w AS (SELECT p, power(p, -$3::float8) AS weight FROM generate_series(1, $1) p)
     SELECT p, greatest(1, round($2 * weight / (SELECT sum(weight) FROM w)))::int AS n FROM w`,
    [c.programs, c.reports, ZIPF_EXPONENT],
  );
  await q(
    `INSERT INTO scope_groups (id, program_id, identifier, types)
     SELECT bench_id('scope-program-' || p), bench_id('program-' || p), 'https://app' || p || '.bench.test', '["domain"]'
     FROM generate_series(1, $1) p`,
    [c.programs],
  );
  await q(
    `INSERT INTO reports (id, program_id, organization_id, number, sender_id, title, state, scope_group_id, scope,
                          rewards, vrt_id, severity, search_text, message_count, created_at, last_comment_at,
                          state_changed_at)
     SELECT bench_id('report-program-' || s.p || '-' || k), bench_id('program-' || s.p),
            bench_id('org-' || (1 + (s.p - 1) % $1)), k,
            CASE WHEN k % 100 = 1 AND s.p <= 60 THEN $3::uuid ELSE bench_id('hunter-' || (1 + (s.p * 7919 + k * 104729) % $2)) END,
            title, (ARRAY['new','checked','unresolved','resolved','informational','out_of_scope','not_applicable','not_reproducible','duplicate'])[1 + (k * 7 + s.p) % 9],
            bench_id('scope-program-' || s.p),
            jsonb_build_object('id', bench_id('scope-program-' || s.p), 'type', '["domain"]'::jsonb,
                               'identifier', 'https://app' || s.p || '.bench.test', 'vrtIds', '[]'::jsonb),
            pr.rewards, 'cross_site_scripting_xss.stored',
            (ARRAY['low','medium','high','critical'])[1 + (k + s.p) % 4],
            lower(title || E'\n' || repeat('Steps to reproduce and the impact of the issue, with a request and a response. ', 6)
              || ${japanese}[1 + (k * 5 + s.p) % ${JAPANESE.length}] || 'の詳細な説明と再現手順。'),
            $4, created, created + interval '3 hours', created + interval '1 hour'
     FROM bench_shares s JOIN programs pr ON pr.id = bench_id('program-' || s.p), generate_series(1, s.n) k,
          LATERAL (SELECT ${english}[1 + (k + s.p) % ${ENGLISH.length}] || ' in the ' ||
                          ${japanese}[1 + (k * 3 + s.p) % ${JAPANESE.length}] || ' report ' || k AS title,
                          now() - make_interval(mins => (s.n - k) * 37 + s.p) AS created) t`,
    [c.organizations, c.hunters, fixtures.hunter, c.messagesPerReport],
  );
  await q(
    `INSERT INTO report_counters (program_id, last_number)
     SELECT bench_id('program-' || p), n FROM bench_shares`,
  );
  // The description (the sender's) and the conversation's other messages.
  await q(
    `INSERT INTO report_messages (report_id, sender_id, affiliation, content, created_at)
     SELECT r.id, CASE WHEN m = 1 THEN r.sender_id ELSE NULL END, CASE WHEN m % 2 = 1 THEN 'hunter' ELSE 'member' END,
            CASE WHEN m = 1 THEN r.search_text ELSE 'Thanks, we are looking into it (' || m || ').' END,
            r.created_at + make_interval(mins => m - 1)
     FROM reports r, generate_series(1, $1) m`,
    [c.messagesPerReport],
  );
  // The measured hunter accepted the largest program's guideline, so it can submit there.
  await q(`INSERT INTO guideline_acceptances (program_id, user_id) VALUES (bench_id('program-1'), $1)`, [
    fixtures.hunter,
  ]);
}

/**
 * The rewards benchmark's programs: each admin signed in, each budget funded by its organization in
 * one balanced ledger transaction (the ledger's triggers check the sums at COMMIT).
 */
async function seedBudgets(q) {
  const programs = fixtures.rewardPrograms.map((r) => r.program);
  const admins = fixtures.rewardPrograms.map((r) => r.admin);
  const sessions = fixtures.rewardPrograms.map((r) => r.session);
  await q(
    `INSERT INTO sessions (id, user_id) SELECT s, a FROM unnest($1::uuid[], $2::uuid[]) AS t(s, a)
     ON CONFLICT (id) DO NOTHING`,
    [sessions, admins],
  );
  await q(
    `INSERT INTO ledger_accounts (kind, program_id) SELECT 'program_budget', p FROM unnest($1::uuid[]) p`,
    [programs],
  );
  await q(
    `INSERT INTO ledger_accounts (kind, organization_id)
     SELECT DISTINCT 'funding', pr.organization_id FROM programs pr WHERE pr.id = ANY($1::uuid[])`,
    [programs],
  );
  await q(
    `INSERT INTO ledger_transactions (id, kind, idempotency_key)
     SELECT bench_id('budget-tx-' || p), 'program.budget', 'bench:budget:' || p FROM unnest($1::uuid[]) p`,
    [programs],
  );
  await q(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount)
     SELECT bench_id('budget-tx-' || pr.id), b.id, $2::bigint FROM programs pr
       JOIN ledger_accounts b ON b.program_id = pr.id AND b.kind = 'program_budget'
     WHERE pr.id = ANY($1::uuid[])
     UNION ALL
     SELECT bench_id('budget-tx-' || pr.id), f.id, -($2::bigint) FROM programs pr
       JOIN ledger_accounts f ON f.organization_id = pr.organization_id AND f.kind = 'funding'
     WHERE pr.id = ANY($1::uuid[])`,
    [programs, BENCH_BUDGET],
  );
  return programs.length;
}

export async function seedTier(client, tier) {
  const c = tierCounts(tier);
  const q = (sql, params = []) => client.query(sql, params);
  await q("BEGIN");
  await q(BENCH_ID_FUNCTION);
  await q(
    `INSERT INTO users (id, email, display_name, unique_name, onboarded_at, created_at)
     SELECT bench_id('hunter-' || i), 'hunter' || i || '@bench.test', 'Hunter ' || i, 'hunter-' || i, now(),
            now() - make_interval(mins => i)
     FROM generate_series(1, $1) i`,
    [c.hunters],
  );
  await q(
    `INSERT INTO users (id, email, display_name, unique_name, onboarded_at)
     SELECT bench_id('staff-' || o || '-' || m), 'staff' || o || '-' || m || '@bench.test',
            'Staff ' || o || '-' || m, 'staff-' || o || '-' || m, now()
     FROM generate_series(1, $1) o, generate_series(1, $2) m`,
    [c.organizations, c.staffPerOrganization],
  );
  await q(
    `INSERT INTO organizations (id, name, bounty_approved)
     SELECT bench_id('org-' || o), 'Organization ' || substr(md5('name-org-' || o), 1, 10), true
     FROM generate_series(1, $1) o`,
    [c.organizations],
  );
  await q(
    `INSERT INTO organization_members (id, organization_id, user_id, role)
     SELECT bench_id('member-' || o || '-' || m), bench_id('org-' || o), bench_id('staff-' || o || '-' || m),
            CASE m WHEN 1 THEN 'admin' WHEN 2 THEN 'triage' ELSE 'member' END
     FROM generate_series(1, $1) o, generate_series(1, $2) m`,
    [c.organizations, c.staffPerOrganization],
  );
  // 30% public, 40% application, 30% invite only; two thirds bug bounty, one third vdp.
  await q(
    `INSERT INTO programs (id, organization_id, slug, name, type, visibility, activated, first_activated_at, status)
     SELECT bench_id('program-' || p), bench_id('org-' || (1 + (p - 1) % $2)), 'program-' || p,
            'Program ' || substr(md5('name-program-' || p), 1, 12),
            CASE WHEN p % 3 = 0 THEN 'vdp' ELSE 'bounty' END,
            CASE WHEN p % 10 < 3 THEN 'public' WHEN p % 10 < 7 THEN 'application' ELSE 'invite' END,
            true, now(), 'open'
     FROM generate_series(1, $1) p`,
    [c.programs, c.organizations],
  );
  // Each program is managed by its organization's third staff member.
  await q(
    `INSERT INTO program_managers (program_id, member_id)
     SELECT bench_id('program-' || p), bench_id('member-' || (1 + (p - 1) % $2) || '-3')
     FROM generate_series(1, $1) p`,
    [c.programs, c.organizations],
  );
  // Private programs have hunters: three quarters approved, the rest waiting.
  await q(
    `INSERT INTO program_applications (program_id, hunter_id, state)
     SELECT bench_id('program-' || p), bench_id('hunter-' || (1 + (p * 31 + k * 977) % $2)),
            CASE WHEN k <= $3 * 3 / 4 THEN 'approved' ELSE 'pending' END
     FROM generate_series(1, $1) p, generate_series(1, $3) k
     WHERE p % 10 >= 3
     ON CONFLICT DO NOTHING`,
    [c.programs, c.hunters, c.applicationsPerPrivateProgram],
  );
  // The measured hunter has joined 40 private programs.
  await q(
    `INSERT INTO program_applications (program_id, hunter_id, state)
     SELECT bench_id('program-' || p), $1::uuid, 'approved'
     FROM generate_series(1, $2) p WHERE p % 10 >= 3 LIMIT 40
     ON CONFLICT (program_id, hunter_id) DO UPDATE SET state = 'approved'`,
    [fixtures.hunter, c.programs],
  );
  await q(
    `INSERT INTO events (organization_id, type, actor_id, program_id, created_at)
     SELECT bench_id('org-' || o), CASE WHEN e % 2 = 0 THEN 'org.updated' ELSE 'program.updated' END,
            bench_id('staff-' || o || '-1'),
            CASE WHEN e % 2 = 0 THEN NULL ELSE bench_id('program-' || (o + $2 * (e % 15))) END,
            now() - make_interval(mins => e * 97)
     FROM generate_series(1, $2) o, generate_series(1, $1) e`,
    [c.eventsPerOrganization, c.organizations],
  );
  await seedReports(q, c);
  // Issue 47: eight labels per organization; one report in five carries one of them.
  await q(
    `INSERT INTO labels (id, organization_id, name, color)
     SELECT bench_id('label-' || o || '-' || k), bench_id('org-' || o), 'Label ' || k, 'blue'
     FROM generate_series(1, $1) o, generate_series(1, 8) k`,
    [c.organizations],
  );
  await q(
    `INSERT INTO report_labels (report_id, label_id)
     SELECT r.id, l.id FROM reports r
     JOIN labels l ON l.organization_id = r.organization_id
       AND l.name = 'Label ' || (1 + (abs(hashtext(r.id::text)) / 5) % 8)
     WHERE abs(hashtext(r.id::text)) % 5 = 0`,
  );
  // And twenty canned answers per organization, a few offered first for a state.
  await q(
    `INSERT INTO canned_answers (organization_id, title, body, state)
     SELECT bench_id('org-' || o), 'Answer ' || k, repeat('Thank you {{hunter}} for {{report}}. ', 12),
            CASE k WHEN 1 THEN 'resolved' WHEN 2 THEN 'not_applicable' END
     FROM generate_series(1, $1) o, generate_series(1, 20) k`,
    [c.organizations],
  );
  await q(`INSERT INTO sessions (id, user_id) VALUES ($1, $2), ($3, $4)`, [
    fixtures.hunterSession,
    fixtures.hunter,
    fixtures.adminSession,
    fixtures.admin,
  ]);
  await seedBudgets(q);
  await seedMoney(q);
  await seedPublicSide(q);
  await resetRefreshTokens(client);
  await q("CREATE TABLE IF NOT EXISTS bench_seed (tier text, version int)");
  await q("INSERT INTO bench_seed VALUES ($1, $2)", [tier, SEED_VERSION]);
  await q("COMMIT");
  // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
  await q("VACUUM (ANALYZE)");
  return c;
}
