import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { postReward, type RewardWorld } from "../rewards/rewards.fixtures.ts";

/** The world's sender earns `amount` yen on the bug bounty program (a new report, rewarded). */
export async function earn(t: TestApp, w: RewardWorld, amount: number): Promise<void> {
  const report = await w.report.bounty();
  const res = await postReward(t, w.manager.headers, report.id, { amount });
  expect(res.statusCode).toBe(201);
}

/** The private information and payment method a withdrawal needs (spec 1 §5). */
export async function fillFinancialDetails(
  t: TestApp,
  user: { user: { id: string }; headers: Record<string, string> },
  name = "Ada Lovelace",
): Promise<void> {
  const info = await t.app.inject({
    method: "PUT",
    url: `/api/users/${user.user.id}/private`,
    headers: user.headers,
    payload: { name, address1: "1-2-3 Shibuya", postCode: "150-0002", city: "Tokyo", country: "JP" },
  });
  expect(info.statusCode).toBe(200);
  const billing = await t.app.inject({
    method: "PUT",
    url: `/api/users/${user.user.id}/billing`,
    headers: user.headers,
    payload: { type: "bank", iban: "JP00 1234 5678", other: "MHCBJPJT" },
  });
  expect(billing.statusCode).toBe(200);
}

/** POST programs/{id}/credits/{userId}/withdrawal with a fresh Idempotency-Key unless one is given. */
export function postWithdrawal(
  t: TestApp,
  headers: Record<string, string>,
  path: { programId: string; userId: string },
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
) {
  return t.app.inject({
    method: "POST",
    url: `/api/programs/${path.programId}/credits/${path.userId}/withdrawal`,
    headers: { ...headers, ...(key === null ? {} : { "idempotency-key": key }) },
    payload: body,
  });
}

export const balanceOf = async (
  t: TestApp,
  user: { user: { id: string }; headers: Record<string, string> },
) =>
  (await t.app.inject({ url: `/api/users/${user.user.id}/balance`, headers: user.headers })).json().data
    .balance as number;
