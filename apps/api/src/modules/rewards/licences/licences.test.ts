// Internal programs' licences (spec 1 §9; issue 16): the price page's count and price, every caller
// on it, the worker's daily counts and monthly invoices (prorated, once per month), and staff
// marking an invoice paid.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licenceCounts, licenceInvoices } from "../../../db/schema/index.ts";
import { addProgramManager, buildSignedInUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { apiKeyHeaders } from "../../organizations/core/organizations.fixtures.ts";
import { buildRewardWorld, type RewardWorld } from "../rewards/rewards.fixtures.ts";
import { runLicenceBilling } from "./licences.service.ts";

let t: TestApp;
let w: RewardWorld;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
let staffKey: Record<string, string>;
const db = () => t.ctx.database.db;
const priceUrl = (programId = w.rewardPrograms.points.id, orgId = w.org.id) =>
  `/api/organizations/${orgId}/programs/${programId}/price`;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_REPORTS_PER_HOUR: "1000",
    PLATFORM_STAFF_EMAILS: "staff@example.test",
  });
  w = await buildRewardWorld(t);
  staff = await buildSignedInUser(t.ctx, { email: "staff@example.test", emailVerifiedAt: new Date() });
  staffKey = await apiKeyHeaders(t, staff.user.id, staff.headers);
});
afterAll(async () => t.close());

describe("GET /api/organizations/{id}/programs/{programId}/price", () => {
  it("counts the admin and the non-admin managers of internal programs, in blocks of 5", async () => {
    const res = await t.app.inject({ url: priceUrl(), headers: w.manager.headers });
    expect(res.statusCode).toBe(200);
    const price = res.json().data;
    expect(price.people.map((p: { id: string; role: string }) => [p.id, p.role])).toEqual([
      [w.admin.user.id, "admin"],
      [w.manager.user.id, "manager"],
    ]);
    expect(price).toMatchObject({
      licences: 5,
      pricePerLicence: 9_800,
      monthly: 49_000,
      withOneMore: { licences: 5, monthly: 49_000 },
      invoices: [],
    });
  });

  it("says when one more manager starts a new block", async () => {
    // Managing a bug bounty program does not count; managing a second internal program counts once.
    await addProgramManager(db(), w.rewardPrograms.bounty.id, w.member.memberId);
    await addProgramManager(db(), w.rewardPrograms.cash.id, w.member.memberId);
    await addProgramManager(db(), w.rewardPrograms.points.id, w.member.memberId);
    await addProgramManager(db(), w.rewardPrograms.cash.id, w.triage.memberId);
    await addProgramManager(db(), w.rewardPrograms.cash.id, w.target.memberId);
    const price = (await t.app.inject({ url: priceUrl(), headers: w.admin.headers })).json().data;
    expect(price.people).toHaveLength(5);
    expect(price).toMatchObject({
      licences: 5,
      monthly: 49_000,
      withOneMore: { licences: 10, monthly: 98_000 },
    });
  });

  it("is only for internal programs of the organization in the address", async () => {
    const bounty = await t.app.inject({
      url: priceUrl(w.rewardPrograms.bounty.id),
      headers: w.admin.headers,
    });
    expect(bounty.statusCode).toBe(404);
    expect(bounty.json().error.message).toBe("Only internal programs are paid by licence.");
    const elsewhere = await t.app.inject({
      url: priceUrl(undefined, w.otherOrg.id),
      headers: w.admin.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  const callers = {
    anonymous: 401,
    // The invite-only program is hidden from hunters who did not join it.
    sender: 404,
    senderKey: 404,
    otherHunter: 404,
    // Joined hunters read the program, not its bill.
    approved: 403,
    member: 200, // a manager of it since the test above
    triage: 403,
    manager: 200,
    admin: 200,
    adminKey: 404,
    otherAdmin: 404,
    staff: 404,
    staffKey: 404,
  } as const;
  it.each(Object.entries(callers))("%s: %i", async (who, status) => {
    const headers =
      who === "anonymous"
        ? {}
        : who === "senderKey"
          ? w.keys.hunter
          : who === "adminKey"
            ? w.keys.admin
            : who === "staff"
              ? staff.headers
              : who === "staffKey"
                ? staffKey
                : w[
                    who as
                      | "sender"
                      | "otherHunter"
                      | "approved"
                      | "member"
                      | "triage"
                      | "manager"
                      | "admin"
                      | "otherAdmin"
                  ].headers;
    expect((await t.app.inject({ url: priceUrl(), headers })).statusCode).toBe(status);
  });
});

describe("licence billing", () => {
  it("records each day's peak count for organizations with internal programs", async () => {
    await runLicenceBilling(db(), new Date("2026-10-30T10:00:00Z"));
    const [row] = await db()
      .select()
      .from(licenceCounts)
      .where(and(eq(licenceCounts.organizationId, w.org.id), eq(licenceCounts.day, "2026-10-30")));
    expect(row?.people).toBe(5);
    // The other organization has no internal program: no count.
    expect(
      await db().select().from(licenceCounts).where(eq(licenceCounts.organizationId, w.otherOrg.id)),
    ).toEqual([]);
  });

  it("issues last month's invoice once, prorated by the days each count held", async () => {
    await db()
      .insert(licenceCounts)
      .values([
        { organizationId: w.org.id, day: "2026-11-11", people: 2 },
        { organizationId: w.org.id, day: "2026-11-21", people: 6 },
      ]);
    await runLicenceBilling(db(), new Date("2026-12-01T00:10:00Z"));
    await runLicenceBilling(db(), new Date("2026-12-01T01:10:00Z"));
    const invoices = await db()
      .select()
      .from(licenceInvoices)
      .where(eq(licenceInvoices.organizationId, w.org.id));
    expect(invoices.map((i) => i.month).sort()).toEqual(["2026-11-01"]);
    const price = (await t.app.inject({ url: priceUrl(), headers: w.manager.headers })).json().data;
    expect(price.invoices).toHaveLength(1);
    expect(price.invoices[0]).toMatchObject({
      organization: { id: w.org.id, name: w.org.name },
      month: "2026-11",
      daysInMonth: 30,
      pricePerLicence: 9_800,
      // 1–10 November carries October 30's count of 5 people; 21 November brings 6 people, 10 licences.
      lines: [
        { from: "2026-11-01", to: "2026-11-20", days: 20, licences: 5, amount: 32_667 },
        { from: "2026-11-21", to: "2026-11-30", days: 10, licences: 10, amount: 32_667 },
      ],
      amount: 65_334,
      dueOn: "2026-12-31",
      status: "issued",
      paidAt: null,
    });
    expect(price.invoices[0].number).toMatch(/^INV-202611-[0-9A-F]{8}$/);
  });
});

describe("licence invoices for platform staff", () => {
  it("lists issued invoices and marks one paid, once", async () => {
    const list = await t.app.inject({ url: "/api/staff/invoices", headers: staff.headers });
    expect(list.statusCode).toBe(200);
    const invoice = list
      .json()
      .data.find((i: { organization: { id: string } }) => i.organization.id === w.org.id);
    expect(invoice.status).toBe("issued");
    const paid = await t.app.inject({
      method: "PUT",
      url: `/api/staff/invoices/${invoice.id}`,
      headers: staff.headers,
      payload: { status: "paid" },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.status).toBe("paid");
    expect(paid.json().data.paidAt).not.toBeNull();
    const again = await t.app.inject({
      method: "PUT",
      url: `/api/staff/invoices/${invoice.id}`,
      headers: staff.headers,
      payload: { status: "paid" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This invoice was already marked paid.");
    const paidList = await t.app.inject({ url: "/api/staff/invoices?status=paid", headers: staff.headers });
    expect(paidList.json().data.map((i: { id: string }) => i.id)).toContain(invoice.id);
  });

  it.each([
    ["anonymous", 401],
    ["admin", 403],
    ["manager", 403],
    ["sender", 403],
    ["staffKey", 403],
  ] as const)("%s: %i on both staff routes", async (who, status) => {
    const headers = who === "anonymous" ? {} : who === "staffKey" ? staffKey : w[who].headers;
    expect((await t.app.inject({ url: "/api/staff/invoices", headers })).statusCode).toBe(status);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/staff/invoices/00000000-0000-4000-8000-000000000000",
      headers,
      payload: { status: "paid" },
    });
    expect(put.statusCode).toBe(status);
  });
});
