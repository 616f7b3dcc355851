import type { Invite, Member, OrgRoleName } from "@bounty/shared";
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { adminAbilities, buildOrganization, memberAbilities } from "../../../../test/organizations.ts";
import { jsonResponse } from "../../../../test/render.tsx";
import { renderAppAt, searchOf } from "../../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** renderAppAt has no toast host: the texts shown are read from the calls. */
const toastTexts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);

const ORG = "0b6f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const base = `/api/organizations/${ORG}`;
const PROGRAM = "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
const ada = buildUser({ id: "u1", displayName: "Ada", uniqueName: "ada" });

const organization = buildOrganization({ id: ORG });

const member = (id: string, name: string, role: OrgRoleName): Member => ({
  id,
  user: { id: `user-${id}`, displayName: name, uniqueName: name.toLowerCase(), icon: null },
  role: { id: role, name: role },
});
const invite: Invite = {
  id: "i1",
  code: "secret-code",
  organizationId: ORG,
  link: `https://bounty.example/organizations/${ORG}/join?i=i1&c=secret-code`,
  createdAt: "2025-02-01T10:00:00.000Z",
};

/** The API of one organization whose state the handlers change, as the server would. */
interface OrganizationState {
  roles: Record<string, OrgRoleName>;
  invites: Invite[];
  total?: number;
  /** Ada handed the admin role to Bob in another tab just before the invites were read. */
  isHandedOverElsewhere?: boolean;
}

function organizationApi(start: OrganizationState) {
  const roles = { ...start.roles };
  let invites = [...start.invites];
  const ids = ["m-ada", "m-bob"];
  const members = () =>
    ids.filter((id) => roles[id]).map((id) => member(id, id === "m-ada" ? "Ada" : "Bob", roles[id]!));
  const ok = (data: unknown) => () => jsonResponse(200, { data });
  const api = mockApi({
    [`GET ${base}`]: () =>
      jsonResponse(200, {
        data: organization,
        abilities: roles["m-ada"] === "admin" ? adminAbilities : memberAbilities,
      }),
    [`GET ${base}/members/authenticated`]: () => jsonResponse(200, { data: members()[0] }),
    [`GET ${base}/members`]: () =>
      jsonResponse(200, {
        data: members(),
        meta: { total: start.total ?? members().length, page: 1, perPage: 200 },
      }),
    [`PUT ${base}/members/m-bob`]: (body) => {
      const role = (body as { role: OrgRoleName }).role;
      if (role === "admin") roles["m-ada"] = "member";
      roles["m-bob"] = role;
      return ok(member("m-bob", "Bob", role))();
    },
    [`DELETE ${base}/members/m-ada`]: () => {
      delete roles["m-ada"];
      return ok({ ok: true })();
    },
    [`DELETE ${base}/members/m-bob`]: () => {
      delete roles["m-bob"];
      return ok({ ok: true })();
    },
    "GET /api/programs": () =>
      jsonResponse(200, {
        data: [
          {
            id: PROGRAM,
            slug: "acme-web",
            name: "Acme Web",
            type: "bounty",
            visibility: "public",
            status: "open",
            organization: { id: ORG, name: "Acme", icon: null },
            newReportsNb: 0,
          },
        ],
        meta: { total: 1, page: 1, perPage: 200 },
      }),
    [`GET ${base}/invites`]: () => {
      if (start.isHandedOverElsewhere) {
        Object.assign(roles, { "m-ada": "member", "m-bob": "admin" });
        return jsonResponse(403, {
          error: { code: "forbidden", message: "Only an admin can manage invites." },
        });
      }
      return jsonResponse(200, { data: invites, meta: { total: invites.length, page: 1, perPage: 20 } });
    },
    [`POST ${base}/invites`]: () => {
      const created = {
        ...invite,
        id: `i${invites.length + 2}`,
        code: "new-code",
        link: `${invite.link}-new`,
      };
      invites = [created, ...invites];
      return jsonResponse(201, { data: created });
    },
    [`DELETE ${base}/invites/i1`]: () => {
      invites = invites.filter((i) => i.id !== "i1");
      return ok({ ok: true })();
    },
  });
  const calls = () =>
    api.fetchMock.mock.calls
      .map(([url, init]) => `${init?.method ?? "GET"} ${String(url).split("?")[0]}`)
      .filter((call) => !call.startsWith("GET") && call.includes(base));
  return { ...api, calls };
}

/** The members page as Ada; the API is stubbed right after renderAppAt's own empty stub. */
function renderMembers(start: OrganizationState, query = "") {
  vi.spyOn(notifications, "show");
  const view = renderAppAt(`/organizations/${ORG}/members${query}`, { user: ada });
  return { ...view, ...organizationApi(start) };
}

const row = (uniqueName: string) => screen.getByTestId(`member-${uniqueName}`);

describe("/organizations/{id}/members", () => {
  it("shows the admin the invite link and a role selector and Remove on other members' rows only", async () => {
    renderMembers({ roles: { "m-ada": "admin", "m-bob": "member" }, invites: [invite] });

    expect(await screen.findByRole("heading", { name: "Members", level: 1 })).toBeTruthy();
    expect(((await screen.findByTestId("invite-link")) as HTMLInputElement).value).toBe(invite.link);
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();

    const own = row("ada");
    expect(within(own).getByText("You")).toBeTruthy();
    expect(within(own).getByText("Admin")).toBeTruthy();
    expect(within(own).queryByRole("combobox")).toBeNull();
    expect(within(own).queryByRole("button")).toBeNull();
    expect(within(own).getByRole("link", { name: "Ada" }).getAttribute("href")).toBe("/profiles/ada");

    const bob = row("bob");
    expect((within(bob).getByRole("combobox", { name: "Role of Bob" }) as HTMLInputElement).value).toBe(
      "Member",
    );
    expect(within(bob).getByRole("button", { name: "Remove Bob" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Leave organization" })).toBeNull();
  });

  it("creates a link when there is none", async () => {
    const { calls } = renderMembers({ roles: { "m-ada": "admin", "m-bob": "member" }, invites: [] });
    fireEvent.click(await screen.findByRole("button", { name: "Create invite link" }));
    expect(((await screen.findByTestId("invite-link")) as HTMLInputElement).value).toBe(`${invite.link}-new`);
    expect(calls()).toEqual([`POST ${base}/invites`]);
  });

  it("resets only after the confirmation, deleting the old link first", async () => {
    const { calls } = renderMembers({ roles: { "m-ada": "admin", "m-bob": "member" }, invites: [invite] });
    fireEvent.click(await screen.findByRole("button", { name: "Reset link" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset the invite link?" });
    expect(calls()).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset link" }));

    await waitFor(() =>
      expect((screen.getByTestId("invite-link") as HTMLInputElement).value).toBe(`${invite.link}-new`),
    );
    expect(calls()).toEqual([`DELETE ${base}/invites/i1`, `POST ${base}/invites`]);
    expect(toastTexts()).toContain("Invite link reset. The old link no longer works.");
  });

  it("deletes the link only after the confirmation, then offers to create one", async () => {
    const { calls } = renderMembers({ roles: { "m-ada": "admin", "m-bob": "member" }, invites: [invite] });
    fireEvent.click(await screen.findByRole("button", { name: "Delete link" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete the invite link?" });
    expect(calls()).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete link" }));

    expect(await screen.findByRole("button", { name: "Create invite link" })).toBeTruthy();
    expect(screen.queryByTestId("invite-link")).toBeNull();
    expect(calls()).toEqual([`DELETE ${base}/invites/i1`]);
    expect(toastTexts()).toContain("Invite link deleted. It no longer works.");
  });

  it("removes a member only after the confirmation", async () => {
    const { calls } = renderMembers({ roles: { "m-ada": "admin", "m-bob": "member" }, invites: [] });
    fireEvent.click(await screen.findByRole("button", { name: "Remove Bob" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Bob from the organization?" });
    expect(calls()).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove" }));

    await waitFor(() => expect(screen.queryByTestId("member-bob")).toBeNull());
    expect(calls()).toEqual([`DELETE ${base}/members/m-bob`]);
    expect(toastTexts()).toContain("Bob was removed from the organization.");
  });

  it("asks before making someone admin, then shows the former admin as a member without selectors", async () => {
    const { calls, bodiesFor } = renderMembers({
      roles: { "m-ada": "admin", "m-bob": "member" },
      invites: [invite],
    });
    const pickAdminForBob = async () => {
      fireEvent.click(await screen.findByRole("combobox", { name: "Role of Bob" }));
      fireEvent.click(await screen.findByRole("option", { name: "Admin", hidden: true }));
      return screen.findByRole("dialog", { name: "Make Bob the admin?" });
    };

    fireEvent.click(within(await pickAdminForBob()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls()).toEqual([]);

    const dialog = await pickAdminForBob();
    expect(within(dialog).getByText(/Bob becomes the admin and you become a member/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Make admin" }));

    await waitFor(() => expect(within(row("ada")).getByText("Member")).toBeTruthy());
    expect(bodiesFor(`PUT ${base}/members/m-bob`)).toEqual([{ role: "admin" }]);
    expect(within(row("bob")).getByText("Admin")).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: /Role of/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(screen.queryByTestId("invite-link")).toBeNull();
    expect(screen.getByRole("button", { name: "Leave organization" })).toBeTruthy();
  });

  it("changes another role at once, without a confirmation", async () => {
    const { bodiesFor } = renderMembers({
      roles: { "m-ada": "admin", "m-bob": "member" },
      invites: [invite],
    });
    fireEvent.click(await screen.findByRole("combobox", { name: "Role of Bob" }));
    fireEvent.click(await screen.findByRole("option", { name: "Triage", hidden: true }));
    await waitFor(() => expect(bodiesFor(`PUT ${base}/members/m-bob`)).toEqual([{ role: "triage" }]));
    await waitFor(() => expect(toastTexts()).toContain("Bob's role is now Triage."));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("drops the admin's parts without an error when the role was handed over in another tab", async () => {
    renderMembers({
      roles: { "m-ada": "admin", "m-bob": "member" },
      invites: [invite],
      isHandedOverElsewhere: true,
    });
    expect(await screen.findByRole("button", { name: "Leave organization" })).toBeTruthy();
    expect(screen.queryByText("Invite link")).toBeNull();
    expect(screen.queryByRole("combobox", { name: /Role of/ })).toBeNull();
    expect(vi.mocked(notifications.show)).not.toHaveBeenCalled();
  });

  it("shows a member read-only roles, no invite link, and Leave on their own row only", async () => {
    renderMembers({ roles: { "m-ada": "member", "m-bob": "admin" }, invites: [invite] });
    const leave = await screen.findByRole("button", { name: "Leave organization" });
    expect(within(row("ada")).getByRole("button", { name: "Leave organization" })).toBe(leave);
    expect(within(row("bob")).getByText("Admin")).toBeTruthy();
    expect(within(row("bob")).queryByRole("button")).toBeNull();
    expect(screen.queryByRole("combobox", { name: /Role of/ })).toBeNull();
    expect(screen.queryByText("Invite link")).toBeNull();
    expect(
      screen.getByText("The people in Acme and their roles. Only the admin changes roles."),
    ).toBeTruthy();
  });

  it("leaves after the confirmation and goes to /programs", async () => {
    const { router, calls } = renderMembers({ roles: { "m-ada": "member", "m-bob": "admin" }, invites: [] });
    fireEvent.click(await screen.findByRole("button", { name: "Leave organization" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave Acme?" });
    expect(calls()).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave organization" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/programs"));
    expect(calls()).toEqual([`DELETE ${base}/members/m-ada`]);
    await waitFor(() => expect(toastTexts()).toContain("You left Acme."));
  });

  it("keeps the page size in the URL and pages when there are more members than one page", async () => {
    const { router, fetchMock } = renderMembers(
      { roles: { "m-ada": "admin", "m-bob": "member" }, invites: [], total: 450 },
      "?perPage=400",
    );
    expect(await screen.findByRole("navigation", { name: "Pages" })).toBeTruthy();
    expect(searchOf(router)).toMatchObject({ perPage: 400 });
    const listUrls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(`${base}/members?`));
    expect(listUrls()).toContain(`${base}/members?page=1&perPage=400`);

    fireEvent.click(screen.getByRole("button", { name: "2" }));
    await waitFor(() => expect(searchOf(router)).toMatchObject({ page: 2, perPage: 400 }));
    await waitFor(() => expect(listUrls()).toContain(`${base}/members?page=2&perPage=400`));
  });

  it("filters the list by program: the choice goes to the URL and to the members call", async () => {
    const { router, fetchMock } = renderMembers({
      roles: { "m-ada": "admin", "m-bob": "member" },
      invites: [],
    });
    fireEvent.click(await screen.findByRole("combobox", { name: "Program" }));
    fireEvent.click(await screen.findByRole("option", { name: "Acme Web", hidden: true }));
    await waitFor(() => expect(searchOf(router)).toMatchObject({ program: PROGRAM }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        `${base}/members?page=1&perPage=200&program=${PROGRAM}`,
      ),
    );
  });

  it("falls back to 200 a page for a size the spec does not offer", async () => {
    const { router } = renderMembers(
      { roles: { "m-ada": "admin", "m-bob": "member" }, invites: [] },
      "?perPage=50",
    );
    expect(await screen.findByTestId("member-bob")).toBeTruthy();
    expect(router.state.location.search).not.toHaveProperty("perPage", 50);
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });
});
