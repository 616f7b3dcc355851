// The canary over the public side (issue 29): a report whose every private part carries a marker,
// disclosed, then every public answer (program, disclosures and feeds, hall of fame, activity,
// profile, leaderboard) read by every outsider. Only the title, the two summaries,
// the reporter, the severity, the amount and the dates may come out; no marker ever does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildRewardWorld, postReward, type RewardWorld } from "../../rewards/rewards/rewards.fixtures.ts";
import { multipartBody, tinyPng } from "../../users/users.fixtures.ts";
import { submission, submitReport } from "../core/reports.fixtures.ts";
import { disclose, requestDisclosure } from "./disclosure.fixtures.ts";

let t: TestApp;
let w: RewardWorld;
let report: { id: string; number: number };
const CANARY = "CANARY7f3a";
const canaries = {
  description: `${CANARY}-description`,
  message: `${CANARY}-message`,
  attachment: `${CANARY}-attachment.png`,
  note: `${CANARY}-note`,
  reward: `${CANARY}-reward-words`,
  title: `${CANARY}-original-title`,
};

/** Every public answer a visitor (or another hunter) can fetch about programs and disclosures. */
const publicUrls = () => {
  const p = w.rewardPrograms.bounty;
  return [
    `/api/programs/${p.id}`,
    `/api/programs/${p.slug}`,
    `/api/programs/${p.id}/disclosures`,
    `/api/programs/${p.slug}/disclosures`,
    `/api/programs/${p.id}/disclosures.atom`,
    "/api/disclosures.atom",
    `/api/programs/${p.id}/hof`,
    `/api/programs/${p.slug}/activities`,
    `/api/users/${w.sender.user.id}`,
    `/api/users/${w.sender.user.id}/activities`,
    "/api/leaderboard",
  ];
};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_REPORTS_PER_HOUR: "1000" });
  w = await buildRewardWorld(t);
  const p = w.rewardPrograms.bounty.id;
  report = await submitReport(
    t,
    w.sender.headers,
    submission(p, w.rewardScopes.bounty.id, { title: canaries.title, content: canaries.description }),
  );
  const inject = (method: string, url: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: method as never, url, headers, payload: payload as never });
  const message = await inject("POST", "/api/messages", w.sender.headers, {
    report: report.id,
    content: canaries.message,
  });
  expect(message.statusCode).toBe(201);
  const body = multipartBody([
    { field: "files", filename: canaries.attachment, contentType: "image/png", content: tinyPng },
  ]);
  const upload = await t.app.inject({
    method: "POST",
    url: `/api/messages/${message.json().data.id}/attachments`,
    headers: { ...w.sender.headers, ...body.headers },
    payload: body.payload,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  expect(
    (await inject("POST", `/api/reports/${report.id}/notes`, w.manager.headers, { content: canaries.note }))
      .statusCode,
  ).toBe(201);
  expect(
    (
      await inject("PATCH", `/api/reports/${report.id}`, w.manager.headers, {
        state: "resolved",
        priority: 4,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await postReward(t, w.manager.headers, report.id, { amount: 12_000, description: canaries.reward }))
      .statusCode,
  ).toBe(201);
  await requestDisclosure(t, w, report.id, "The hunter's public summary.");
  await disclose(t, w, report.id, { title: "Stored XSS in profiles", orgSummary: "Fixed in 2.3." });
});
afterAll(async () => t.close());

describe("the public side's canary", () => {
  it("publishes what a disclosure may publish", async () => {
    const res = await t.app.inject({ url: `/api/programs/${w.rewardPrograms.bounty.id}/disclosures` });
    const [d] = res.json().data;
    expect(Object.keys(d).sort()).toEqual(
      [
        "automatic",
        "createdAt",
        "creditSystem",
        "criticality",
        "id",
        "orgSummary",
        "program",
        "publishedAt",
        "reportedAt",
        "reportedBy",
        "rewardAmount",
        "status",
        "title",
        "userSummary",
      ].sort(),
    );
    expect(d).toMatchObject({
      title: "Stored XSS in profiles",
      rewardAmount: 12_000,
      userSummary: "The hunter's public summary.",
    });
  });

  it.each(["anonymous", "otherHunter", "approved", "otherAdmin"] as const)(
    "never shows %s the description, messages, attachments, notes, priority, reward words or the report's own title or id",
    async (who) => {
      const headers = who === "anonymous" ? {} : w[who].headers;
      const disclosure = (
        await t.app.inject({ url: `/api/programs/${w.rewardPrograms.bounty.id}/disclosures` })
      ).json().data[0];
      const urls = [
        ...publicUrls(),
        `/api/programs/${w.rewardPrograms.bounty.id}/disclosures/${disclosure.id}`,
      ];
      for (const url of urls) {
        const res = await t.app.inject({ url, headers });
        expect([url, res.statusCode]).toEqual([url, 200]);
        expect([url, res.body.includes(CANARY)]).toEqual([url, false]);
        expect([url, res.body.includes(report.id)]).toEqual([url, false]);
        expect([url, /"priority"/.test(res.body)]).toEqual([url, false]);
      }
    },
  );
});
