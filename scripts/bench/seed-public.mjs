// The public side's data (issue 29): every report's public facts in the event log, the largest
// program's resolved reports disclosed, and rewards on public programs' resolved reports, so the hall
// of fame, program activity, disclosures and leaderboard read what a busy installation holds.

import { idOf } from "./fixtures.mjs";

const REJECTED = "('out_of_scope', 'not_applicable', 'not_reproducible', 'duplicate')";

export async function seedPublicSide(q) {
  await q(
    `INSERT INTO events (organization_id, type, actor_id, program_id, report_id, user_id, payload, created_at)
     SELECT r.organization_id, 'report.submitted', r.sender_id, r.program_id, r.id, r.sender_id,
            jsonb_build_object('number', r.number, 'programDetailsPrivate', p.visibility <> 'public'), r.created_at
     FROM reports r JOIN programs p ON p.id = r.program_id`,
  );
  await q(
    `INSERT INTO events (organization_id, type, program_id, report_id, user_id, payload, created_at)
     SELECT r.organization_id, 'report.rejected', r.program_id, r.id, r.sender_id,
            jsonb_build_object('number', r.number, 'from', 'new', 'to', r.state, 'reason', r.state, 'description', 'Out of scope.',
                               'programDetailsPrivate', p.visibility <> 'public'),
            r.state_changed_at
     FROM reports r JOIN programs p ON p.id = r.program_id WHERE r.state IN ${REJECTED}`,
  );
  // The response clock (issue 30): every report the staff moved out of new was answered by that move;
  // the trigger on events writes each report's milestones from these rows. The largest program sets
  // targets, so its statistics count met and missed ones.
  await q(
    `INSERT INTO events (organization_id, type, program_id, report_id, user_id, payload, created_at)
     SELECT r.organization_id, 'report.state.changed', r.program_id, r.id, r.sender_id,
            jsonb_build_object('number', r.number, 'from', 'new', 'to', r.state,
                               'programDetailsPrivate', p.visibility <> 'public'),
            r.state_changed_at
     FROM reports r JOIN programs p ON p.id = r.program_id
     WHERE r.state NOT IN ('new', 'checked') AND r.state NOT IN ${REJECTED}`,
  );
  await q(
    `UPDATE programs SET triage_target_days = 3, reward_target_days = 10, resolution_target_days = 30
     WHERE id = bench_id('program-1')`,
  );
  // Rewards on public programs' resolved reports (the record the leaderboard and profiles read).
  await q(
    `INSERT INTO report_rewards (report_id, program_id, organization_id, hunter_id, amount, system, description,
                                 idempotency_key, request_hash, created_at)
     SELECT r.id, r.program_id, r.organization_id, r.sender_id, 10000 * (1 + r.number % 5), 'money', 'Bench',
            'bench-public-' || r.id, 'bench', r.state_changed_at
     FROM reports r JOIN programs p ON p.id = r.program_id
     WHERE r.state = 'resolved' AND p.visibility = 'public' AND p.type = 'bounty'`,
  );
  await q(
    `INSERT INTO disclosures (id, report_id, program_id, organization_id, title, org_summary, user_summary,
                              publish_at, published_at, created_at, updated_at)
     SELECT bench_id('disclosure-' || r.id), r.id, r.program_id, r.organization_id, 'Disclosed: ' || r.title,
            'Fixed in the next release.', 'How it was found.', t, t, t, t
     FROM reports r, LATERAL (SELECT r.state_changed_at + interval '1 day' AS t) d
     WHERE r.program_id = bench_id('program-1') AND r.state = 'resolved'`,
  );
  await q(
    `INSERT INTO events (organization_id, type, program_id, report_id, user_id, payload, created_at)
     SELECT d.organization_id, 'report.disclosed', d.program_id, d.report_id, r.sender_id,
            jsonb_build_object('number', r.number, 'disclosureId', d.id, 'automatic', false,
                               'programDetailsPrivate', false),
            d.published_at
     FROM disclosures d JOIN reports r ON r.id = d.report_id`,
  );
  // The inbox (issue 31): what the notifications module writes with each event, here from the rows
  // above: the organization's admin hears of every report sent to it, a hunter of every decision on
  // theirs; the newest quarter unread.
  await q(
    `INSERT INTO inbox_items (recipient_id, event_id, report_id, created_at, read_at)
     SELECT m.user_id, e.id, e.report_id, e.created_at,
            CASE WHEN e.created_at < now() - interval '60 days' THEN e.created_at + interval '1 hour' END
     FROM events e JOIN organization_members m ON m.organization_id = e.organization_id AND m.role = 'admin'
     WHERE e.type = 'report.submitted'`,
  );
  await q(
    `INSERT INTO inbox_items (recipient_id, event_id, report_id, created_at, read_at)
     SELECT e.user_id, e.id, e.report_id, e.created_at,
            CASE WHEN e.created_at < now() - interval '60 days' THEN e.created_at + interval '1 hour' END
     FROM events e WHERE e.type IN ('report.rejected', 'report.state.changed', 'report.disclosed') AND e.user_id IS NOT NULL
     ON CONFLICT DO NOTHING`,
  );
  // Triage (issue 32): the largest program is triaged (its trigger places every report at the initial
  // step); the reports past new stand at a step by their state, so the table filters over a spread.
  await q(`UPDATE programs SET triage_enabled_at = now() WHERE id = $1`, [idOf("program-1")]);
  await q(
    `UPDATE triage_stages s SET sequence = 1, last_action_at = r.state_changed_at,
            last_action = CASE WHEN r.state = 'checked' THEN 'triage' WHEN r.state = 'unresolved' THEN 'appraise'
                 WHEN r.state = 'resolved' THEN 'closed.resolved' WHEN r.state = 'informational' THEN 'closed.informative'
                 ELSE 'invalidate' END
     FROM reports r WHERE r.id = s.report_id AND s.program_id = $1 AND r.state <> 'new'`,
    [idOf("program-1")],
  );
}
