import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, organizations } from "../../../db/schema/index.ts";
import { buildSignedInUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { multipartBody, tinyGif, tinyPng } from "../../users/users.fixtures.ts";
import { buildWorld } from "./organizations.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const eventsOf = (organizationId: string, type: string) =>
  t.ctx.database.db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, organizationId), eq(events.type, type)));

describe("POST /api/organizations", () => {
  it("registers the organization with the creator as its admin and writes org.created", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/organizations",
      headers,
      payload: { name: "  Acme  ", bio: "Widgets.", icon: null },
    });
    expect(res.statusCode).toBe(201);
    const { data, abilities } = res.json();
    expect(data).toMatchObject({
      name: "Acme",
      bio: "Widgets.",
      icon: null,
      domain: "",
      links: [],
      bountyApproved: false,
    });
    expect(abilities).toEqual({
      update: true,
      manageMembers: true,
      manageInvites: true,
      leave: false,
      createProgram: true,
      manageChatWebhook: true,
      readAuditLog: true,
      manageLabels: true,
      manageCannedAnswers: true,
    });

    const me = await t.app.inject({ url: `/api/organizations/${data.id}/members/authenticated`, headers });
    expect(me.json().data).toMatchObject({ user: { id: user.id }, role: { id: "admin", name: "admin" } });
    const [event] = await eventsOf(data.id, "org.created");
    expect(event).toMatchObject({ actorId: user.id, payload: { name: "Acme" } });
  });

  it.each([
    [{ name: "   " }, "name: Enter a name."],
    [{ name: "x".repeat(101) }, "name: Use at most 100 characters."],
    [{ name: "Acme", bio: "x".repeat(2001) }, "bio: Use at most 2000 characters."],
    [{ name: "Acme", bountyApproved: true }, "Unknown field: bountyApproved."],
    [{}, "name: "],
  ])("refuses %j: 400 naming the field", async (payload, message) => {
    const { headers } = await buildSignedInUser(t.ctx);
    const res = await t.app.inject({ method: "POST", url: "/api/organizations", headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });
});

describe("GET /api/organizations", () => {
  it("lists only the caller's organizations, with paging", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({ url: "/api/organizations?isMember=true", headers: w.member.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((o: { id: string }) => o.id)).toEqual([w.org.id]);
    expect(res.json().meta).toEqual({ total: 1, page: 1, perPage: 200 });

    const none = await t.app.inject({ url: "/api/organizations", headers: w.nonMember.headers });
    expect(none.json()).toEqual({ data: [], meta: { total: 0, page: 1, perPage: 200 } });
  });

  it("refuses isMember=false: there is no directory of organizations", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({ url: "/api/organizations?isMember=false", headers: w.member.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("isMember: Only isMember=true is supported.");
  });
});

describe("GET /api/organizations/{id}", () => {
  it.each([
    [
      "member",
      {
        update: false,
        manageMembers: false,
        manageInvites: false,
        leave: true,
        createProgram: false,
        manageChatWebhook: false,
        readAuditLog: false,
        manageLabels: false,
        manageCannedAnswers: false,
      },
    ],
    [
      "triage",
      {
        update: false,
        manageMembers: false,
        manageInvites: false,
        leave: true,
        createProgram: false,
        manageChatWebhook: false,
        readAuditLog: false,
        manageLabels: false,
        manageCannedAnswers: false,
      },
    ],
    [
      "admin",
      {
        update: true,
        manageMembers: true,
        manageInvites: true,
        leave: false,
        createProgram: true,
        manageChatWebhook: true,
        readAuditLog: true,
        manageLabels: true,
        manageCannedAnswers: true,
      },
    ],
  ] as const)("ships the %s's abilities", async (who, abilities) => {
    const w = await buildWorld(t);
    const res = await t.app.inject({ url: `/api/organizations/${w.org.id}`, headers: w[who].headers });
    expect(res.json()).toMatchObject({ data: { id: w.org.id, name: w.org.name }, abilities });
  });
});

describe("PUT /api/organizations/{id}", () => {
  it("edits name, domain, bio and links and writes org.updated", async () => {
    const w = await buildWorld(t);
    const payload = {
      name: "Acme Corp",
      domain: "Acme.Example",
      bio: "Hello",
      links: [{ type: "github", link: "https://github.com/acme" }],
    };
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/organizations/${w.org.id}`,
      headers: w.admin.headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...payload, domain: "acme.example" });
    const [event] = await eventsOf(w.org.id, "org.updated");
    expect(event?.payload).toEqual({ fields: ["name", "domain", "bio", "links"] });
  });

  it.each([
    [{ domain: "not a domain" }, "domain: Enter a domain such as example.com."],
    [{ links: [{ type: "github", link: "javascript:alert(1)" }] }, "links.0.link:"],
    [{ bountyApproved: true }, "Unknown field: bountyApproved."],
    [{ name: "" }, "name: Enter a name."],
  ])("refuses %j: 400 naming the field", async (payload, message) => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/organizations/${w.org.id}`,
      headers: w.admin.headers,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it("tells a member that only an admin can edit", async () => {
    const w = await buildWorld(t);
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/organizations/${w.org.id}`,
      headers: w.member.headers,
      payload: { name: "Mine now" },
    });
    expect(res.json().error).toEqual({
      code: "forbidden",
      message: "Only an admin can edit the organization.",
    });
  });
});

describe("the organization icon", () => {
  const upload = (orgId: string, headers: Record<string, string>, content: Buffer) => {
    const body = multipartBody([{ filename: "icon", contentType: "image/png", content }]);
    return t.app.inject({
      method: "PUT",
      url: `/api/organizations/${orgId}/avatar`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it("stores an image, serves it to whoever holds its URL, replaces and removes it", async () => {
    const w = await buildWorld(t);
    const res = await upload(w.org.id, w.admin.headers, tinyPng);
    expect(res.statusCode).toBe(200);
    const icon = res.json().data.icon as string;
    expect(icon).toMatch(new RegExp(`^/api/organizations/${w.org.id}/avatar\\?v=[0-9a-f]{24}$`));
    const image = await t.app.inject({ url: icon });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload).toEqual(tinyPng);

    // Without the version in the URL, the icon is not found.
    expect(
      (await t.app.inject({ url: `/api/organizations/${w.org.id}/avatar?v=${"0".repeat(24)}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `/api/organizations/${w.org.id}/avatar?v=x` })).statusCode).toBe(404);

    const second = await upload(w.org.id, w.admin.headers, tinyGif);
    expect(second.json().data.icon).not.toBe(icon);
    expect((await t.app.inject({ url: icon })).statusCode).toBe(404);

    const cleared = await t.app.inject({
      method: "PUT",
      url: `/api/organizations/${w.org.id}`,
      headers: w.admin.headers,
      payload: { icon: null },
    });
    expect(cleared.json().data.icon).toBeNull();
    const [row] = await t.ctx.database.db.select().from(organizations).where(eq(organizations.id, w.org.id));
    expect(row?.iconKey).toBeNull();
  });

  it("refuses a file that is not an image (415) and a member's upload (403, nothing stored)", async () => {
    const w = await buildWorld(t);
    const text = await upload(w.org.id, w.admin.headers, Buffer.from("hello, not an image"));
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe("Use a JPEG, PNG, GIF or BMP image.");
    const member = await upload(w.org.id, w.member.headers, tinyPng);
    expect(member.statusCode).toBe(403);
    const org = await t.app.inject({ url: `/api/organizations/${w.org.id}`, headers: w.admin.headers });
    expect(org.json().data.icon).toBeNull();
  });

  it("refuses an image above 5 MB (413)", async () => {
    const w = await buildWorld(t);
    const res = await upload(
      w.org.id,
      w.admin.headers,
      Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]),
    );
    expect(res.statusCode).toBe(413);
  });
});
