// Seeds a benchmark tier through SQL, deterministically: every id is md5(label) as a uuid, so two
// runs of one tier hold the same rows and the same callers.
import { createHash } from "node:crypto";

/** Tier S, as the Speed issue names it; tier M is ten times every count. */
const TIER_S = { hunters: 10_000, organizations: 200, programs: 3_000 };
// The same in every tier: per-row shapes, and enough refresh tokens for every refresh the run makes.
const FIXED = {
  staffPerOrganization: 5,
  applicationsPerPrivateProgram: 20,
  eventsPerOrganization: 60,
  refreshTokens: 200_000,
};

export function tierCounts(tier) {
  const factor = { S: 1, M: 10 }[tier];
  if (!factor) throw new Error(`Unknown tier ${tier}: use S or M.`);
  return { ...Object.fromEntries(Object.entries(TIER_S).map(([k, v]) => [k, v * factor])), ...FIXED };
}

export const SEED_VERSION = 2;
/** The uuid PostgreSQL makes of md5(label)::uuid. */
export const idOf = (label) => {
  const hex = createHash("md5").update(label).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The callers and objects the endpoints are measured with. */
export const fixtures = {
  hunter: idOf("hunter-1"),
  hunterSession: idOf("session-hunter-1"),
  admin: idOf("staff-1-1"),
  adminSession: idOf("session-staff-1-1"),
  organization: idOf("org-1"),
  publicProgram: idOf("program-1"),
  refreshToken: (i) => `bench-refresh-${i}`,
};

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

export async function seedTier(client, tier) {
  const c = tierCounts(tier);
  const q = (sql, params = []) => client.query(sql, params);
  await q("BEGIN");
  await q(
    `INSERT INTO users (id, email, display_name, unique_name, onboarded_at, created_at)
     SELECT md5('hunter-' || i)::uuid, 'hunter' || i || '@bench.test', 'Hunter ' || i, 'hunter-' || i, now(),
            now() - make_interval(mins => i)
     FROM generate_series(1, $1) i`,
    [c.hunters],
  );
  await q(
    `INSERT INTO users (id, email, display_name, unique_name, onboarded_at)
     SELECT md5('staff-' || o || '-' || m)::uuid, 'staff' || o || '-' || m || '@bench.test',
            'Staff ' || o || '-' || m, 'staff-' || o || '-' || m, now()
     FROM generate_series(1, $1) o, generate_series(1, $2) m`,
    [c.organizations, c.staffPerOrganization],
  );
  await q(
    `INSERT INTO organizations (id, name, bounty_approved)
     SELECT md5('org-' || o)::uuid, 'Organization ' || substr(md5('name-org-' || o), 1, 10), true
     FROM generate_series(1, $1) o`,
    [c.organizations],
  );
  await q(
    `INSERT INTO organization_members (id, organization_id, user_id, role)
     SELECT md5('member-' || o || '-' || m)::uuid, md5('org-' || o)::uuid, md5('staff-' || o || '-' || m)::uuid,
            CASE m WHEN 1 THEN 'admin' WHEN 2 THEN 'triage' ELSE 'member' END
     FROM generate_series(1, $1) o, generate_series(1, $2) m`,
    [c.organizations, c.staffPerOrganization],
  );
  // 30% public, 40% application, 30% invite only; two thirds bug bounty, one third vdp.
  await q(
    `INSERT INTO programs (id, organization_id, slug, name, type, visibility, activated, first_activated_at, status)
     SELECT md5('program-' || p)::uuid, md5('org-' || (1 + (p - 1) % $2))::uuid, 'program-' || p,
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
     SELECT md5('program-' || p)::uuid, md5('member-' || (1 + (p - 1) % $2) || '-3')::uuid
     FROM generate_series(1, $1) p`,
    [c.programs, c.organizations],
  );
  // Private programs have hunters: three quarters approved, the rest waiting.
  await q(
    `INSERT INTO program_applications (program_id, hunter_id, state)
     SELECT md5('program-' || p)::uuid, md5('hunter-' || (1 + (p * 31 + k * 977) % $2))::uuid,
            CASE WHEN k <= $3 * 3 / 4 THEN 'approved' ELSE 'pending' END
     FROM generate_series(1, $1) p, generate_series(1, $3) k
     WHERE p % 10 >= 3
     ON CONFLICT DO NOTHING`,
    [c.programs, c.hunters, c.applicationsPerPrivateProgram],
  );
  // The measured hunter has joined 40 private programs.
  await q(
    `INSERT INTO program_applications (program_id, hunter_id, state)
     SELECT md5('program-' || p)::uuid, $1::uuid, 'approved'
     FROM generate_series(1, $2) p WHERE p % 10 >= 3 LIMIT 40
     ON CONFLICT (program_id, hunter_id) DO UPDATE SET state = 'approved'`,
    [fixtures.hunter, c.programs],
  );
  await q(
    `INSERT INTO events (organization_id, type, actor_id, program_id, created_at)
     SELECT md5('org-' || o)::uuid, CASE WHEN e % 2 = 0 THEN 'org.updated' ELSE 'program.updated' END,
            md5('staff-' || o || '-1')::uuid,
            CASE WHEN e % 2 = 0 THEN NULL ELSE md5('program-' || (o + $2 * (e % 15)))::uuid END,
            now() - make_interval(mins => e * 97)
     FROM generate_series(1, $2) o, generate_series(1, $1) e`,
    [c.eventsPerOrganization, c.organizations],
  );
  await q(`INSERT INTO sessions (id, user_id) VALUES ($1, $2), ($3, $4)`, [
    fixtures.hunterSession,
    fixtures.hunter,
    fixtures.adminSession,
    fixtures.admin,
  ]);
  await resetRefreshTokens(client);
  await q("CREATE TABLE IF NOT EXISTS bench_seed (tier text, version int)");
  await q("INSERT INTO bench_seed VALUES ($1, $2)", [tier, SEED_VERSION]);
  await q("COMMIT");
  // What autovacuum does on a live database: statistics, and the visibility map index-only scans need.
  await q("VACUUM (ANALYZE)");
  return c;
}
