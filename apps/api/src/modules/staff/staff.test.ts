import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, organizations } from "../../db/schema/index.ts";
import { buildOrganization, buildProgram, buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { testMailbox } from "../../test/mailbox.ts";
import { apiKeyHeaders, buildWorld, type World } from "../organizations/core/organizations.fixtures.ts";
import { addActivationRequest, eventsOfProgram } from "../programs/activation/activation.fixtures.ts";
import { findLatestRequest } from "../programs/activation/activation-requests.repository.ts";
import { findProgram } from "../programs/core/programs.repository.ts";

let t: TestApp;
let w: World;
let staff: Awaited<ReturnType<typeof buildSignedInUser>>;
let staffKey: Record<string, string>;
const mailbox = testMailbox(() => t);

beforeAll(async () => {
  t = await createTestApp({ PLATFORM_STAFF_EMAILS: " someone@else.test , Staff@Example.TEST" });
  w = await buildWorld(t);
  staff = await buildSignedInUser(t.ctx, { email: "staff@example.test", emailVerifiedAt: new Date() });
  staffKey = await apiKeyHeaders(t, staff.user.id, staff.headers);
});
afterAll(async () => t.close());

const db = () => t.ctx.database.db;
const inject = (
  method: "GET" | "PUT" | "POST",
  url: string,
  headers: Record<string, string> = staff.headers,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

/** A not-started vdp program of the world's organization with a pending request by its admin. */
async function pendingRequest(requestedBy: string | null = w.admin.user.id) {
  const program = await buildProgram(db(), w.org.id, { type: "vdp", visibility: "public" });
  const request = await addActivationRequest(db(), program.id, requestedBy);
  return { program, request };
}

describe("platform staff", () => {
  it("tells the authenticated user whether they are staff (sessions only)", async () => {
    const me = await inject("GET", "/api/users/authenticated");
    expect(me.json().data.platformStaff).toBe(true);
    expect((await inject("GET", "/api/users/authenticated", w.admin.headers)).json().data.platformStaff).toBe(
      false,
    );
    expect((await inject("GET", "/api/users/authenticated", staffKey)).json().data.platformStaff).toBe(false);
    expect((await inject("GET", `/api/users/${staff.user.id}`)).json().data.platformStaff).toBe(true);
  });

  it("lists organizations by name with their counts, filtered by s", async () => {
    await buildProgram(db(), w.org.id);
    const res = await inject("GET", `/api/staff/organizations?s=${encodeURIComponent(w.org.name)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          id: w.org.id,
          name: w.org.name,
          icon: null,
          bountyApproved: false,
          membersCount: 4,
          programsCount: 1,
          createdAt: w.org.createdAt.toISOString(),
        },
      ],
      meta: { total: 1, page: 1, perPage: 50 },
    });
    const all = await inject("GET", "/api/staff/organizations?perPage=1&page=2");
    expect(all.json().meta).toEqual({ total: 2, page: 2, perPage: 1 });
    expect(all.json().data).toHaveLength(1);
    const none = await inject("GET", "/api/staff/organizations?s=%25");
    expect(none.json().meta.total).toBe(0);
  });

  it("approves an organization for bug bounty, with one event, and withdraws it", async () => {
    const org = await buildOrganization(db());
    const res = await inject("PUT", `/api/staff/organizations/${org.id}`, staff.headers, {
      bountyApproved: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: org.id, bountyApproved: true, membersCount: 0 });
    await inject("PUT", `/api/staff/organizations/${org.id}`, staff.headers, { bountyApproved: true });
    const logged = await db().select().from(events).where(eq(events.organizationId, org.id));
    expect(logged.map((e) => [e.type, e.actorId, e.payload.bountyApproved])).toEqual([
      ["org.bounty_approval.changed", staff.user.id, true],
    ]);
    await inject("PUT", `/api/staff/organizations/${org.id}`, staff.headers, { bountyApproved: false });
    const [row] = await db().select().from(organizations).where(eq(organizations.id, org.id));
    expect(row!.bountyApproved).toBe(false);
  });

  it.each([
    [{}, "bountyApproved: Invalid input: expected boolean, received undefined"],
    [{ bountyApproved: true, name: "x" }, null],
  ])("refuses %j with a 400", async (payload, message) => {
    const res = await inject("PUT", `/api/staff/organizations/${w.otherOrg.id}`, staff.headers, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.message).toContain("bountyApproved");
  });

  it("answers 404 for an unknown organization and 400 for a malformed id", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const payload = { bountyApproved: true };
    expect(
      (await inject("PUT", `/api/staff/organizations/${unknown}`, staff.headers, payload)).statusCode,
    ).toBe(404);
    expect((await inject("PUT", "/api/staff/organizations/nope", staff.headers, payload)).statusCode).toBe(
      400,
    );
  });

  it("queues pending requests oldest first with the program, organization and requester", async () => {
    const first = await pendingRequest();
    const second = await pendingRequest(null);
    const res = await inject("GET", "/api/staff/activation_requests?perPage=100");
    const ids = (res.json().data as { id: string }[]).map((r) => r.id);
    expect(ids.indexOf(first.request.id)).toBeLessThan(ids.indexOf(second.request.id));
    const row = res.json().data.find((r: { id: string }) => r.id === first.request.id);
    expect(row).toEqual({
      id: first.request.id,
      status: "pending",
      reason: "",
      createdAt: first.request.createdAt.toISOString(),
      decidedAt: null,
      program: { id: first.program.id, slug: first.program.slug, name: first.program.name },
      organization: { id: w.org.id, name: w.org.name },
      requestedBy: {
        id: w.admin.user.id,
        displayName: w.admin.user.displayName,
        uniqueName: w.admin.user.uniqueName,
      },
    });
    expect(res.json().data.find((r: { id: string }) => r.id === second.request.id).requestedBy).toBeNull();
    const rejected = await inject("GET", "/api/staff/activation_requests?status=rejected");
    expect(rejected.json().data.every((r: { status: string }) => r.status === "rejected")).toBe(true);
    expect((await inject("GET", "/api/staff/activation_requests?status=nope")).statusCode).toBe(400);
  });

  it("approves: publishes the program in one go, records the event and e-mails the requester", async () => {
    const { program, request } = await pendingRequest();
    await mailbox.clear();
    const res = await inject("POST", `/api/staff/activation_requests/${request.id}`, staff.headers, {
      decision: "approve",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: request.id, status: "approved" });
    expect((await findProgram(db(), program.id))!.program).toMatchObject({ activated: true, status: "open" });
    expect((await findProgram(db(), program.id))!.program.firstActivatedAt).not.toBeNull();
    expect((await eventsOfProgram(db(), program.id)).map((e) => [e.type, e.actorId])).toEqual([
      ["program.activation.approved", staff.user.id],
    ]);
    expect(await mailbox.read()).toHaveLength(1);
    expect((await mailbox.read())[0]).toMatchObject({
      to: w.admin.user.email,
      subject: `Your program ${program.name} is published`,
    });
    expect((await mailbox.read())[0]!.text).toContain(
      `http://localhost:3000/organizations/${w.org.id}/programs/${program.id}`,
    );
    // Now everyone sees it.
    expect((await t.app.inject({ url: `/api/programs/${program.id}` })).statusCode).toBe(200);
  });

  it("rejects with a reason, e-mails it, and leaves the program unpublished", async () => {
    const { program, request } = await pendingRequest();
    await mailbox.clear();
    const res = await inject("POST", `/api/staff/activation_requests/${request.id}`, staff.headers, {
      decision: "reject",
      reason: "  Add a real scope.  ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "rejected", reason: "Add a real scope." });
    expect((await findProgram(db(), program.id))!.program.activated).toBe(false);
    expect(await mailbox.read()).toHaveLength(1);
    expect((await mailbox.read())[0]!.subject).toBe(`Your program ${program.name} was not published`);
    expect((await mailbox.read())[0]!.text).toContain("Add a real scope.");
    const [event] = await eventsOfProgram(db(), program.id);
    expect(event).toMatchObject({
      type: "program.activation.rejected",
      payload: { reason: "Add a real scope." },
    });
  });

  it("sends no mail when the requester is gone", async () => {
    const { request } = await pendingRequest(null);
    await mailbox.clear();
    const res = await inject("POST", `/api/staff/activation_requests/${request.id}`, staff.headers, {
      decision: "approve",
    });
    expect(res.statusCode).toBe(200);
    expect(await mailbox.read()).toEqual([]);
  });

  it("refuses to decide a request twice, or a cancelled one, and validates the decision", async () => {
    const { request } = await pendingRequest();
    const path = `/api/staff/activation_requests/${request.id}`;
    expect((await inject("POST", path, staff.headers, { decision: "approve" })).statusCode).toBe(200);
    const again = await inject("POST", path, staff.headers, { decision: "reject", reason: "No." });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("This activation request is no longer pending.");
    // A program whose only request is the cancelled one: the latest request is then that one, whatever the clock.
    const p2 = await buildProgram(db(), w.org.id, { type: "vdp", visibility: "public" });
    const cancelled = await addActivationRequest(db(), p2.id, null, "cancelled");
    expect(
      (
        await inject("POST", `/api/staff/activation_requests/${cancelled.id}`, staff.headers, {
          decision: "approve",
        })
      ).statusCode,
    ).toBe(409);
    const { request: open } = await pendingRequest();
    const noReason = await inject("POST", `/api/staff/activation_requests/${open.id}`, staff.headers, {
      decision: "reject",
      reason: " ",
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe("reason: Tell the organization why.");
    expect((await findLatestRequest(db(), p2.id))?.status).toBe("cancelled");
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (
        await inject("POST", `/api/staff/activation_requests/${unknown}`, staff.headers, {
          decision: "approve",
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("authorization: staff routes", () => {
  const callers = ["anonymous", "hunter", "orgAdmin", "staffKey", "staff"] as const;
  const headersOf = (who: (typeof callers)[number]): Record<string, string> =>
    ({
      anonymous: {},
      hunter: w.nonMember.headers,
      orgAdmin: w.admin.headers,
      staffKey,
      staff: staff.headers,
    })[who];
  const expected = { anonymous: 401, hunter: 403, orgAdmin: 403, staffKey: 403 };

  it.each(callers)("GET organizations and activation requests: %s", async (who) => {
    for (const url of ["/api/staff/organizations", "/api/staff/activation_requests"]) {
      const res = await inject("GET", url, headersOf(who));
      expect(res.statusCode).toBe(who === "staff" ? 200 : expected[who]);
      if (res.statusCode === 403) expect(res.json().error.message).toBe("Only platform staff can do this.");
    }
  });

  it.each(callers)("PUT organizations/{id}: %s", async (who) => {
    const org = await buildOrganization(db());
    const res = await inject("PUT", `/api/staff/organizations/${org.id}`, headersOf(who), {
      bountyApproved: true,
    });
    expect(res.statusCode).toBe(who === "staff" ? 200 : expected[who]);
    const [row] = await db().select().from(organizations).where(eq(organizations.id, org.id));
    expect(row!.bountyApproved).toBe(who === "staff");
  });

  it.each(callers)("POST activation_requests/{id}: %s", async (who) => {
    const { program, request } = await pendingRequest();
    const res = await inject("POST", `/api/staff/activation_requests/${request.id}`, headersOf(who), {
      decision: "approve",
    });
    expect(res.statusCode).toBe(who === "staff" ? 200 : expected[who]);
    expect((await findProgram(db(), program.id))!.program.activated).toBe(who === "staff");
  });
});
