// The measured hunter's money history and the staff's page of pending payouts.
import { fixtures, PLATFORM_STAFF_EMAIL } from "./fixtures.mjs";

const HISTORY_REWARDS = 2000;
const HISTORY_WITHDRAWALS = 500;

/**
 * The measured hunter's money: 2,000 rewards of ¥10,000 on the largest program (from its budget),
 * then 500 withdrawals of ¥10,000, each a pending payout: a long history for
 * GET users/authenticated/movements and a full page of pending payouts for staff. Two thousand
 * other hunters earned ten rewards each, so the history table is not the measured hunter's alone.
 */
/** Notification mails already through the outbox; one in a hundred failed for good (a page of 100). */
const MAIL_HISTORY = 10_000;

export async function seedMoney(q) {
  await q(
    `INSERT INTO ledger_accounts (id, kind, user_id, program_id)
     SELECT bench_id('credit-hunter-' || h), 'hunter_money', bench_id('hunter-' || h), bench_id('program-1')
     FROM generate_series(2, 2001) h`,
  );
  await q(
    `INSERT INTO ledger_transactions (id, kind, idempotency_key, created_at)
     SELECT bench_id('other-reward-' || h || '-' || k), 'report.reward', 'bench:other-reward:' || h || '-' || k,
            now() - make_interval(mins => h * 10 + k)
     FROM generate_series(2, 2001) h, generate_series(1, 10) k`,
  );
  await q(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount)
     SELECT bench_id('other-reward-' || h || '-' || k), b.id, -5000
     FROM generate_series(2, 2001) h, generate_series(1, 10) k
       JOIN ledger_accounts b ON b.program_id = bench_id('program-1') AND b.kind = 'program_budget'
     UNION ALL
     SELECT bench_id('other-reward-' || h || '-' || k), bench_id('credit-hunter-' || h), 5000
     FROM generate_series(2, 2001) h, generate_series(1, 10) k`,
  );
  await q(
    `INSERT INTO users (id, email, email_verified_at, display_name, unique_name, onboarded_at)
     VALUES ($1, $2, now(), 'Platform staff', 'platform-staff', now())`,
    [fixtures.platformStaff, PLATFORM_STAFF_EMAIL],
  );
  await q(`INSERT INTO sessions (id, user_id) VALUES ($1, $2)`, [
    fixtures.platformStaffSession,
    fixtures.platformStaff,
  ]);
  await q(
    `INSERT INTO ledger_accounts (id, kind, user_id, program_id)
     VALUES (bench_id('hunter-credit'), 'hunter_money', $1, bench_id('program-1')),
            (bench_id('hunter-payouts'), 'payouts', $1, NULL)`,
    [fixtures.hunter],
  );
  await q(
    `INSERT INTO ledger_transactions (id, kind, idempotency_key, created_at)
     SELECT bench_id('reward-tx-' || i), 'report.reward', 'bench:reward:' || i, now() - make_interval(mins => 10000 - i)
     FROM generate_series(1, $1) i`,
    [HISTORY_REWARDS],
  );
  await q(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount)
     SELECT bench_id('reward-tx-' || i), b.id, -10000 FROM generate_series(1, $1) i
       JOIN ledger_accounts b ON b.program_id = bench_id('program-1') AND b.kind = 'program_budget'
     UNION ALL
     SELECT bench_id('reward-tx-' || i), bench_id('hunter-credit'), 10000 FROM generate_series(1, $1) i`,
    [HISTORY_REWARDS],
  );
  await q(
    `INSERT INTO payouts (id, user_id, program_id, amount, recipient, idempotency_key, request_hash, created_at)
     SELECT bench_id('payout-' || i), $1, bench_id('program-1'), 10000,
            '{"name":"Hunter 1","address1":"1-2-3 Shibuya","address2":"","postCode":"150-0002","city":"Tokyo","country":"JP","method":"bank","paypal":"","iban":"JP00 1234","bic":"MHCBJPJT"}'::jsonb,
            'bench:payout:' || i, 'bench', now() - make_interval(mins => 500 - i)
     FROM generate_series(1, $2) i`,
    [fixtures.hunter, HISTORY_WITHDRAWALS],
  );
  await q(
    `INSERT INTO ledger_transactions (id, kind, idempotency_key, created_at)
     SELECT bench_id('withdrawal-tx-' || i), 'payout.withdrawal', 'payout.withdrawal:' || bench_id('payout-' || i),
            now() - make_interval(mins => 500 - i)
     FROM generate_series(1, $1) i`,
    [HISTORY_WITHDRAWALS],
  );
  await q(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount)
     SELECT bench_id('withdrawal-tx-' || i), bench_id('hunter-credit'), -10000 FROM generate_series(1, $1) i
     UNION ALL
     SELECT bench_id('withdrawal-tx-' || i), bench_id('hunter-payouts'), 10000 FROM generate_series(1, $1) i`,
    [HISTORY_WITHDRAWALS],
  );
  // The staff's page of failed notification mails: ten thousand sent, and a full page that failed.
  await q(
    `WITH e AS (
       INSERT INTO events (id, type, user_id, payload, created_at)
       SELECT bench_id('mail-event-' || i), 'user.payout.paid', $1,
              jsonb_build_object('payoutId', bench_id('payout-' || (1 + i % 500)), 'amount', 10000),
              now() - make_interval(mins => $2 - i)
       FROM generate_series(1, $2) i RETURNING id, created_at
     )
     INSERT INTO notification_mails (event_id, recipient_id, to_address, preference, status, attempts, last_error, queued_at, sent_at, created_at)
     SELECT e.id, $1, 'hunter1@bench.test', 'accountUpdates',
            CASE WHEN row_number() OVER (ORDER BY e.created_at) % 100 = 0 THEN 'failed' ELSE 'sent' END,
            1, CASE WHEN row_number() OVER (ORDER BY e.created_at) % 100 = 0 THEN '550 mailbox unavailable' END,
            e.created_at, e.created_at, e.created_at
     FROM e`,
    [fixtures.hunter, MAIL_HISTORY],
  );
}
