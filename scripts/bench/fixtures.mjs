// The benchmark tier's shape and the ids of what it measures with: every id is bench_id(label), so
// two runs of one tier hold the same rows and callers.
import { createHash } from "node:crypto";

/** Tier S, as the Speed and Reports issues name it; tier M is ten times every count. */
export const TIER_S = { hunters: 10_000, organizations: 200, programs: 3_000, reports: 30_000 };
// The same in every tier: per-row shapes, and enough refresh tokens for every refresh the run makes.
export const FIXED = {
  staffPerOrganization: 5,
  applicationsPerPrivateProgram: 20,
  eventsPerOrganization: 60,
  refreshTokens: 200_000,
  // Spec 2's report page: the description and nine messages each (300k messages at tier S).
  messagesPerReport: 10,
};

/**
 * Reports per program follow Zipf's law with exponent 0.8 over 3,000 programs: the largest program
 * (program-1, public, of the measured admin's organization) holds about 5% of them.
 */
export const ZIPF_EXPONENT = 0.8;

export function tierCounts(tier) {
  const factor = { S: 1, M: 10 }[tier];
  if (!factor) throw new Error(`Unknown tier ${tier}: use S or M.`);
  return { ...Object.fromEntries(Object.entries(TIER_S).map(([k, v]) => [k, v * factor])), ...FIXED };
}

export const SEED_VERSION = 17;
/** What bench_id(label) gives in SQL: md5(label) with the version (4) and variant (8) digits set. */
export const idOf = (label) => {
  const hex = createHash("md5").update(label).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
};

export const BENCH_ID_FUNCTION = `
  CREATE OR REPLACE FUNCTION bench_id(label text) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
    SELECT (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18))::uuid FROM md5(label) h
  $$`;

/** The callers and objects the endpoints are measured with. */
export const fixtures = {
  hunter: idOf("hunter-1"),
  hunterSession: idOf("session-hunter-1"),
  admin: idOf("staff-1-1"),
  adminSession: idOf("session-staff-1-1"),
  organization: idOf("org-1"),
  publicProgram: idOf("program-1"),
  /** One of the measured organization's eight labels (issue 47): one report in forty carries it. */
  label: idOf("label-1-1"),
  refreshToken: (i) => `bench-refresh-${i}`,
  /** The largest program's scope group, which submissions name. */
  publicScope: idOf("scope-program-1"),
  /** A report of the largest program, sent by the measured hunter. */
  report: idOf("report-program-1-1"),
  /** A late report of the largest program: every earlier one is a candidate duplicate. */
  lateReport: idOf("report-program-1-1400"),
  /**
   * The rewards benchmark's 50 bug bounty programs (program-p belongs to org-p for p ≤ 200, and every
   * third program is a vdp), each with a budget and its organization's admin signed in.
   */
  /** Platform staff (the bench's PLATFORM_STAFF_EMAILS), who list the payouts. */
  platformStaff: idOf("platform-staff"),
  platformStaffSession: idOf("session-platform-staff"),
  rewardPrograms: Array.from({ length: 75 }, (_, i) => i + 1)
    .filter((p) => p % 3 !== 0)
    .slice(0, 50)
    .map((p) => ({
      program: idOf(`program-${p}`),
      admin: idOf(`staff-${p}-1`),
      session: idOf(`session-staff-${p}-1`),
    })),
};

/** A budget no benchmark run can spend: rewards are never refused for lack of money. */
export const BENCH_BUDGET = 1_000_000_000_000;

export const PLATFORM_STAFF_EMAIL = "platform-staff@bench.test";
