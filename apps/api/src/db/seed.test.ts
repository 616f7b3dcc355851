import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectLedgerReconciles } from "../modules/ledger/ledger.fixtures.ts";
import { signIn } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { events, organizationMembers, organizations, reportRetests, users } from "./schema/index.ts";
import { demoAccounts, seedDemoData } from "./seed.ts";

describe("seedDemoData", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("creates the demo hunters and one organization with a member of each role, once", async () => {
    const db = t.ctx.database.db;
    expect(await seedDemoData(db)).toContain("sam@demo.bounty.localhost");
    const [org] = await db.select().from(organizations);
    expect(org?.name).toBe("Acme Security");
    const roles = (await db.select({ role: organizationMembers.role }).from(organizationMembers)).map(
      (r) => r.role,
    );
    expect(roles.sort()).toEqual(["admin", "member", "triage"]);
    const types = (await db.select({ type: events.type }).from(events)).map((e) => e.type);
    expect(types.sort()).toEqual([
      "org.canned_answer.created",
      "org.canned_answer.created",
      "org.canned_answer.created",
      "org.canned_answer.created",
      "org.created",
      "org.label.created",
      "org.label.created",
      "org.label.created",
      "org.label.created",
      "org.label.created",
      "org.member.added",
      "org.member.added",
      "program.created",
      "program.created",
      "program.created",
      "program.created",
      "program.credits.charge",
      "program.credits.withdrawal",
      "program.credits.withdrawal",
      "report.assignee.changed",
      "report.assignee.changed",
      "report.assignee.changed",
      "report.disclosed",
      "report.disclosure.requested",
      "report.disclosure.requested",
      "report.labels.changed",
      "report.labels.changed",
      "report.labels.changed",
      "report.labels.changed",
      "report.retest.requested",
      "report.rewarded",
      "report.rewarded",
      "report.rewarded",
      "report.submitted",
      "report.submitted",
      "report.submitted",
      "report.submitted",
      "report.submitted",
    ]);
    await expectLedgerReconciles(db);
    // Each inbox line takes its event's (past) moment: the inbox, newest first, is in time order.
    const lines = await db.execute<{ n: number; misdated: number }>(sql`
      select count(*)::int as n, count(*) filter (where i.created_at <> e.created_at)::int as misdated
      from inbox_items i join events e on e.id = i.event_id`);
    expect(lines.rows[0]!.n).toBeGreaterThan(0);
    expect(lines.rows[0]!.misdated).toBe(0);
    // Without `staff` (production), no platform staff account.
    expect(await db.select().from(users).where(eq(users.email, "staff@demo.bounty.localhost"))).toEqual([]);
    expect(await seedDemoData(db)).toBeNull();
  });

  it("seeds reports the sender and the program's staff find, numbered per program", async () => {
    const sign = async (email: string) => {
      const [user] = await t.ctx.database.db.select().from(users).where(eq(users.email, email));
      return (await signIn(t.ctx, user!.id)).headers;
    };
    const noah = await t.app.inject({
      url: "/api/reports",
      headers: await sign("noah@demo.bounty.localhost"),
    });
    expect(noah.json().meta.total).toBe(2);
    const aiko = await t.app.inject({
      url: "/api/reports?view=org",
      headers: await sign("aiko@demo.bounty.localhost"),
    });
    // The bug bounty's three reports and the one imported by hand (issue 33), and the internal
    // program's one (she manages both).
    const listed = aiko.json().data as { number: number; isImport: boolean; program: { slug: string } }[];
    expect(listed.map((r) => `${r.program.slug} #${r.number}`)).toEqual([
      "acme-bug-bounty #4",
      "acme-bug-bounty #3",
      "acme-bug-bounty #2",
      "acme-red-team #1",
      "acme-bug-bounty #1",
    ]);
    expect(listed.filter((r) => r.isImport).map((r) => r.number)).toEqual([4]);
    // The bug bounty's report #1 is fixed and its hunter asked to retest it for ¥10,000 (issue 33).
    const [retested] = await t.ctx.database.db.select().from(reportRetests);
    const retests = await t.app.inject({
      url: `/api/reports/${retested!.reportId}/retests`,
      headers: await sign("lucas@demo.bounty.localhost"),
    });
    expect(retests.json().data.map((r: { status: string; fee: number }) => [r.status, r.fee])).toEqual([
      ["requested", 10_000],
    ]);
    const sam = await t.app.inject({
      url: "/api/reports?view=org",
      headers: await sign("sam@demo.bounty.localhost"),
    });
    expect(sam.json().meta.total).toBe(6);
    const japanese = await t.app.inject({
      url: `/api/reports?view=org&s=${encodeURIComponent("請求書")}`,
      headers: await sign("sam@demo.bounty.localhost"),
    });
    expect(japanese.json().meta.total).toBe(1);

    // Report #1 has a conversation after its description, and a note only the staff read.
    const first = aiko
      .json()
      .data.find(
        (r: { number: number; program: { slug: string } }) =>
          r.number === 1 && r.program.slug === "acme-bug-bounty",
      );
    const conversation = async (email: string) =>
      (await t.app.inject({ url: `/api/messages?report=${first.id}`, headers: await sign(email) })).json()
        .data;
    const seen = await conversation("noah@demo.bounty.localhost");
    expect(seen.map((m: { affiliation: string }) => m.affiliation)).toEqual([
      "hunter",
      "member",
      "hunter",
      "member",
    ]);
    expect(seen[0].description).toBe(true);
    const notes = await t.app.inject({
      url: `/api/reports/${first.id}/notes`,
      headers: await sign("aiko@demo.bounty.localhost"),
    });
    expect(notes.json().meta.total).toBe(1);

    // Report #1 was rewarded twice (a bonus) from the funded budget, and Noah's balance shows it.
    const timeline = await t.app.inject({
      url: `/api/reports/${first.id}/activities`,
      headers: await sign("noah@demo.bounty.localhost"),
    });
    const rewards = timeline
      .json()
      .data.filter((a: { type: string }) => a.type === "report.rewarded")
      .map((a: { info: { amount: number } }) => a.info.amount);
    expect(rewards).toEqual([150_000, 20_000]);

    // A visitor reads the status page's disclosed clickjacking on the vdp's Disclosed tab.
    const disclosed = await t.app.inject({ url: "/api/programs/acme-web-vdp/disclosures" });
    expect(
      disclosed
        .json()
        .data.map((d: { title: string; reportedBy: { uniqueName: string } }) => [
          d.title,
          d.reportedBy.uniqueName,
        ]),
    ).toEqual([["Clickjacking on the status page", "hana"]]);
    const [noahRow] = await t.ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, "noah@demo.bounty.localhost"));
    const balance = await t.app.inject({
      url: `/api/users/${noahRow!.id}/balance`,
      headers: await sign("noah@demo.bounty.localhost"),
    });
    // ¥100,000 of it was withdrawn and transferred, ¥30,000 waits for Friday.
    expect(balance.json().data.balance).toBe(40_000);
    const history = await t.app.inject({
      url: "/api/users/authenticated/movements",
      headers: await sign("noah@demo.bounty.localhost"),
    });
    expect(
      history
        .json()
        .data.filter((m: { kind: string }) => m.kind === "withdrawal")
        .map((m: { amount: number; payout: { status: string } }) => [m.amount, m.payout.status]),
    ).toEqual([
      [-30_000, "pending"],
      [-100_000, "paid"],
    ]);
    const budget = await t.app.inject({
      url: `/api/programs/acme-bug-bounty/balance`,
      headers: await sign("sam@demo.bounty.localhost"),
    });
    // Spent: the rewards, and the open retest's fee held (issue 33).
    expect(budget.json().data).toEqual({ budget: 2_000_000, budgetSpent: 180_000 });

    // Hana earned points on the internal program, which only she (invited) and its staff see.
    const hana = await sign("hana@demo.bounty.localhost");
    const credits = await t.app.inject({ url: "/api/users/authenticated/credits", headers: hana });
    expect(credits.json().data).toEqual([
      expect.objectContaining({
        system: "point",
        amount: 300,
        program: expect.objectContaining({ slug: "acme-red-team" }),
      }),
    ]);
    const internal = await t.app.inject({ url: "/api/programs/acme-red-team", headers: hana });
    expect(internal.statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/programs/acme-red-team" })).statusCode).toBe(404);

    // The red-team program is paid by licence: Sam (the admin) and Aiko (its manager) make one
    // block of 5, and last month's invoice was issued.
    const manager = await sign("aiko@demo.bounty.localhost");
    const redTeam = (await t.app.inject({ url: "/api/programs/acme-red-team", headers: manager })).json()
      .data;
    const price = await t.app.inject({
      url: `/api/organizations/${redTeam.organization.id}/programs/${redTeam.id}/price`,
      headers: manager,
    });
    expect(price.statusCode).toBe(200);
    expect(price.json().data).toMatchObject({ licences: 5, monthly: 49_000 });
    expect(price.json().data.invoices).toEqual([
      expect.objectContaining({
        amount: 49_000,
        status: "issued",
        organization: expect.objectContaining({ name: "Acme Security" }),
      }),
    ]);
  });

  it("seeds started programs hunters can find, and one only members and joined hunters see in full", async () => {
    const list = await t.app.inject({ url: "/api/programs" });
    expect(list.json().data.map((p: { slug: string }) => p.slug)).toEqual([
      "acme-bug-bounty",
      "acme-mobile",
      "acme-web-vdp",
    ]);
    const vdp = (await t.app.inject({ url: "/api/programs/acme-web-vdp" })).json().data;
    expect(vdp.status).toBe("open");
    expect(vdp.scopeGroups.map((g: { identifier: string }) => g.identifier)).toEqual([
      "www.acme.example",
      "status.acme.example",
    ]);
    // The application-only program's details are private to visitors.
    const mobile = (await t.app.inject({ url: "/api/programs/acme-mobile" })).json().data;
    expect(mobile.contents).toEqual([]);
    expect(mobile.scopeGroups).toEqual([]);
  });
});

describe("the demo's platform staff and the README", () => {
  it("seeds a platform staff account outside production, listed in the start banner", async () => {
    const t = await createTestApp();
    try {
      const banner = await seedDemoData(t.ctx.database.db, {
        staff: true,
        sealSecret: t.ctx.config.JWT_SECRET,
      });
      expect(banner).toContain("staff@demo.bounty.localhost");
      for (const account of demoAccounts) expect(banner).toContain(account.email);
      const sign = async (email: string) => {
        const [user] = await t.ctx.database.db.select().from(users).where(eq(users.email, email));
        return (await signIn(t.ctx, user!.id)).headers;
      };
      const payouts = async (email: string) =>
        (await t.app.inject({ url: "/api/staff/payouts", headers: await sign(email) })).statusCode;
      expect(await payouts("staff@demo.bounty.localhost")).toBe(200);
      expect(await payouts("sam@demo.bounty.localhost")).toBe(403);
    } finally {
      await t.close();
    }
  });

  it("lists in the README exactly the accounts the seed creates", () => {
    const readme = readFileSync(new URL("../../../../README.md", import.meta.url), "utf8");
    const rows = [
      ...readme.matchAll(/^\| `([^`]+@demo\.bounty\.localhost)` \| ([^|]+) \| ([^|]+) \|$/gm),
    ].map((m) => ({
      email: m[1],
      name: m[2]!.trim(),
      role: m[3]!.trim(),
    }));
    expect(rows).toEqual(demoAccounts.map((a) => ({ email: a.email, name: a.name, role: a.role })));
  });
});
