import type { Program } from "@bounty/shared";
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { adminAbilities, buildOrganization, memberAbilities } from "../../../../test/organizations.ts";
import { jsonResponse } from "../../../../test/render.tsx";
import { renderAppAt } from "../../../../test/render-app.tsx";
import {
  buildOrgProgram,
  buildProgramSummary,
  ORG_ID,
  PROGRAM_ID,
  staffAbilities,
} from "../settings/program-home-test-fixtures.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ada = buildUser();
// The first render loads the lazily split route modules.
const slow = { timeout: 5000 };
const NEW_ID = "7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";

function renderList({
  isAdmin = true,
  bountyApproved = false,
  demoRequestUrl = "mailto:sales@bounty.example" as string | null,
  programs = [
    buildProgramSummary({ newReportsNb: 3 }),
    buildProgramSummary({
      id: "p2",
      slug: "acme-vdp",
      name: "Acme VDP",
      type: "vdp",
      visibility: "invite",
      status: "open",
    }),
  ],
} = {}) {
  vi.spyOn(notifications, "show");
  const view = renderAppAt(`/organizations/${ORG_ID}/programs`, { user: ada });
  const api = mockApi({
    "GET /api/config": () =>
      jsonResponse(200, {
        data: {
          providers: { github: false, google: false },
          chatWidget: null,
          chatWebhookBaseUrl: "https://hooks.slack.com/",
          demoRequestUrl,
          subscriptions: false,
        },
      }),
    [`GET /api/organizations/${ORG_ID}`]: () =>
      jsonResponse(200, {
        data: buildOrganization({ id: ORG_ID, bountyApproved }),
        abilities: isAdmin ? adminAbilities : memberAbilities,
      }),
    "GET /api/programs": () =>
      jsonResponse(200, { data: programs, meta: { total: programs.length, page: 1, perPage: 200 } }),
    "POST /api/programs": (body) => {
      const { name, type, visibility } = body as Pick<Program, "name" | "type" | "visibility">;
      return jsonResponse(201, {
        data: buildOrgProgram({ id: NEW_ID, name, type, visibility }),
        abilities: staffAbilities,
      });
    },
    [`GET /api/programs/${NEW_ID}`]: () =>
      jsonResponse(200, {
        data: buildOrgProgram({ id: NEW_ID, name: "Acme API", type: "vdp" }),
        abilities: staffAbilities,
      }),
  });
  return { ...view, ...api };
}

describe("/organizations/{id}/programs", () => {
  it("lists the organization's programs with type, visibility, status and new reports, linking to each home", async () => {
    const { fetchMock } = renderList();
    const card = await screen.findByTestId("org-program-acme-web", {}, slow);
    expect(within(card).getByText("Acme Web")).toBeTruthy();
    expect(within(card).getByText("Bug Bounty")).toBeTruthy();
    expect(within(card).getByText("Public")).toBeTruthy();
    expect(within(card).getByText("Not started")).toBeTruthy();
    expect(within(card).getByText("New reports: 3")).toBeTruthy();
    expect(card.getAttribute("href")).toBe(`/organizations/${ORG_ID}/programs/${PROGRAM_ID}`);

    const vdp = screen.getByTestId("org-program-acme-vdp");
    expect(within(vdp).getByText("VDP")).toBeTruthy();
    expect(within(vdp).getByText("Invite only")).toBeTruthy();
    expect(within(vdp).getByText("Open")).toBeTruthy();
    expect(within(vdp).getByText("New reports: 0")).toBeTruthy();

    const listCall = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith("/api/programs?"));
    expect(listCall).toBe(`/api/programs?organization=${ORG_ID}&page=1&perPage=200`);
  });

  it("shows the empty state when there is no program", async () => {
    renderList({ programs: [] });
    expect(await screen.findByRole("heading", { name: "No Programs Found" })).toBeTruthy();
  });

  it("tells members that only an admin can create programs, without the button", async () => {
    renderList({ isAdmin: false });
    expect(await screen.findByText("Only an admin can create programs.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create Program" })).toBeNull();
  });

  it("offers 'Request demo' instead of starting a bounty program while the organization is not approved", async () => {
    renderList({ bountyApproved: false });
    fireEvent.click(await screen.findByRole("button", { name: "Create Program" }));
    const dialog = await screen.findByRole("dialog", { name: "Select a program to launch" });
    expect(within(dialog).getByText("Vulnerability Disclosure Program")).toBeTruthy();
    expect(
      within(dialog).getByRole("button", { name: "Start a Vulnerability Disclosure Program" }),
    ).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Start a Bug Bounty Program" })).toBeNull();
    const demo = await within(dialog).findByRole("link", { name: "Request demo" });
    expect(demo.getAttribute("href")).toMatch(
      /^mailto:sales@bounty\.example\?subject=Bug%20bounty%20demo%20request%3A%20Acme/,
    );
  });

  it("without a configured demo address, 'Request demo' says whom to ask and gives the organization id", async () => {
    renderList({ bountyApproved: false, demoRequestUrl: null });
    fireEvent.click(await screen.findByRole("button", { name: "Create Program" }));
    const dialog = await screen.findByRole("dialog", { name: "Select a program to launch" });
    expect(within(dialog).queryByRole("link", { name: "Request demo" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Request demo" }));
    expect(await within(dialog).findByText(new RegExp(`this organization id: ${ORG_ID}`))).toBeTruthy();
  });

  it("lets an approved organization start a bounty program", async () => {
    const { bodiesFor } = renderList({ bountyApproved: true });
    fireEvent.click(await screen.findByRole("button", { name: "Create Program" }));
    const dialog = await screen.findByRole("dialog", { name: "Select a program to launch" });
    expect(within(dialog).queryByRole("link", { name: "Request demo" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Start a Bug Bounty Program" }));
    const form = await screen.findByRole("dialog", { name: "Name your program" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Program name" }), {
      target: { value: "Bounty" },
    });
    fireEvent.click(within(form).getByRole("radio", { name: /Application/ }));
    fireEvent.click(within(form).getByRole("button", { name: "Create Program" }));
    await waitFor(() =>
      expect(bodiesFor("POST /api/programs")).toEqual([
        { name: "Bounty", type: "bounty", organization: ORG_ID, visibility: "application" },
      ]),
    );
  });

  it("creates a vdp program and opens its home", async () => {
    const { bodiesFor, router } = renderList();
    fireEvent.click(await screen.findByRole("button", { name: "Create Program" }));
    fireEvent.click(await screen.findByRole("button", { name: "Start a Vulnerability Disclosure Program" }));
    const form = await screen.findByRole("dialog", { name: "Name your program" });
    fireEvent.click(within(form).getByRole("button", { name: "Create Program" }));
    expect(await within(form).findByText("Enter a name of at most 100 characters.")).toBeTruthy();
    expect(bodiesFor("POST /api/programs")).toEqual([]);

    fireEvent.change(within(form).getByRole("textbox", { name: "Program name" }), {
      target: { value: "  Acme API " },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Create Program" }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/organizations/${ORG_ID}/programs/${NEW_ID}`),
    );
    expect(bodiesFor("POST /api/programs")).toEqual([
      { name: "Acme API", type: "vdp", organization: ORG_ID, visibility: "public" },
    ]);
    expect(await screen.findByRole("heading", { name: "Acme API", level: 1 }, slow)).toBeTruthy();
  });
});
