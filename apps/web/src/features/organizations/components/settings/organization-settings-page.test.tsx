import type { Organization, OrganizationAbilities } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { stubUploads } from "../../../../test/fake-upload.ts";
import { adminAbilities, buildOrganization, memberAbilities } from "../../../../test/organizations.ts";
import { jsonResponse } from "../../../../test/render.tsx";
import { renderAppAt } from "../../../../test/render-app.tsx";

afterEach(() => vi.unstubAllGlobals());
// Page loads fetch lazy route chunks; a busy full test run can take longer than the 1 s default.
const slow = { timeout: 5000 };

const ada = buildUser();
const acme = buildOrganization({
  name: "Acme",
  bio: "We make anvils.",
  domain: "acme.example",
  links: [{ type: "github", link: "https://github.com/acme" }],
});
const base = `/api/organizations/${acme.id}`;

/** One organization the handlers change as the server would; the stub replaces renderAppAt's own. */
function renderSettings(abilities: OrganizationAbilities, start: Organization = acme) {
  const view = renderAppAt(`/organizations/${start.id}/settings`, { user: ada });
  let organization = start;
  const answer = () => jsonResponse(200, { data: organization, abilities });
  const api = mockApi({
    [`GET ${base}`]: answer,
    "GET /api/organizations": () => jsonResponse(200, { data: [organization], meta: { total: 1 } }),
    [`GET ${base}/slack`]: () => jsonResponse(200, { data: null }),
    "GET /api/config": () =>
      jsonResponse(200, {
        data: {
          providers: { github: false, google: false },
          chatWidget: null,
          chatWebhookBaseUrl: "https://hooks.slack.com/",
          demoRequestUrl: null,
          subscriptions: false,
        },
      }),
    [`PUT ${base}`]: (body) => {
      const { icon, ...fields } = body as Partial<Organization>;
      organization = { ...organization, ...fields, ...(icon === null ? { icon: null } : {}) };
      return answer();
    },
  });
  return { ...view, ...api };
}

const field = (name: RegExp | string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const saveButton = () => screen.getByRole("button", { name: "Save changes" }) as HTMLButtonElement;

describe("/organizations/{id}/settings", () => {
  it("shows the admin the saved settings in a form that saves only once something changed", async () => {
    renderSettings(adminAbilities);
    expect(await screen.findByRole("heading", { name: "Settings", level: 1 }, slow)).toBeTruthy();
    expect(field(/^Name/).value).toBe("Acme");
    expect(field(/^Domain/).value).toBe("acme.example");
    expect(field(/^Introduction/).value).toBe("We make anvils.");
    expect(field("Link address").value).toBe("https://github.com/acme");
    expect(saveButton().disabled).toBe(true);
    expect(await screen.findByRole("heading", { name: "Chat webhook" }, slow)).toBeTruthy();

    // A trailing space is not a change: the API would get the same name.
    fireEvent.change(field(/^Name/), { target: { value: "Acme " } });
    expect(saveButton().disabled).toBe(true);
  });

  it("sends only the changed fields, then reads as saved, with the new name in the side navigation", async () => {
    const { bodiesFor } = renderSettings(adminAbilities);
    fireEvent.change(await screen.findByRole("textbox", { name: /^Name/ }, slow), {
      target: { value: " Acme Anvils " },
    });
    fireEvent.change(field(/^Domain/), { target: { value: "Anvils.Example" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a link" }));
    fireEvent.change(screen.getAllByRole("textbox", { name: "Link address" })[1]!, {
      target: { value: "https://anvils.example" },
    });
    fireEvent.click(saveButton());

    await waitFor(() => expect(bodiesFor(`PUT ${base}`)).toHaveLength(1));
    expect(bodiesFor(`PUT ${base}`)[0]).toEqual({
      name: "Acme Anvils",
      domain: "anvils.example",
      links: [
        { type: "github", link: "https://github.com/acme" },
        { type: "github", link: "https://anvils.example" },
      ],
    });
    await waitFor(() => expect(field(/^Name/).value).toBe("Acme Anvils"));
    expect(saveButton().disabled).toBe(true);
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(await within(nav).findByText("Acme Anvils")).toBeTruthy();
  });

  it("refuses a domain or link the API would refuse, naming the problem on the field", async () => {
    renderSettings(adminAbilities);
    fireEvent.change(await screen.findByRole("textbox", { name: /^Domain/ }, slow), {
      target: { value: "https://acme.example" },
    });
    expect(await screen.findByText("Enter a domain such as example.com.")).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(field(/^Domain/), { target: { value: "" } });
    fireEvent.change(field("Link address"), { target: { value: "javascript:alert(1)" } });
    fireEvent.blur(field("Link address"));
    expect(await screen.findByText("Enter a link starting with http:// or https://.")).toBeTruthy();
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(field(/^Name/), { target: { value: "  " } });
    expect(await screen.findByText("Enter a name.")).toBeTruthy();
  });

  it("uploads a new icon at once, and Remove takes it away", async () => {
    const withIcon = { ...acme, icon: `${base}/avatar?v=abc` };
    const { bodiesFor } = renderSettings(adminAbilities);
    const { sent } = stubUploads(() => ({
      status: 200,
      body: { data: withIcon, abilities: adminAbilities },
    }));
    await screen.findByRole("button", { name: "Upload an icon" }, slow);
    expect(screen.queryByRole("button", { name: "Remove icon" })).toBeNull();
    const icon = new File([new Uint8Array(64)], "acme.png", { type: "image/png" });
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [icon] } });

    fireEvent.click(await screen.findByRole("button", { name: "Remove icon" }));
    expect(sent).toEqual([{ method: "PUT", url: `${base}/avatar`, file: icon }]);
    await waitFor(() => expect(bodiesFor(`PUT ${base}`)).toEqual([{ icon: null }]));
    expect(await screen.findByRole("button", { name: "Upload an icon" })).toBeTruthy();
  });

  it("shows a member the same details to read, without a form", async () => {
    const { fetchMock } = renderSettings(memberAbilities);
    expect(await screen.findByText("Only an admin can change these settings.", {}, slow)).toBeTruthy();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("heading", { name: "Acme", level: 2 })).toBeTruthy();
    expect(within(main).getByText("acme.example")).toBeTruthy();
    expect(within(main).getByText("We make anvils.")).toBeTruthy();
    expect(within(main).getByRole("link", { name: "GitHub" }).getAttribute("href")).toBe(
      "https://github.com/acme",
    );
    expect(within(main).queryAllByRole("textbox")).toEqual([]);
    expect(within(main).queryAllByRole("button")).toEqual([]);
    // Whether a webhook exists is the admin's business: the card is absent and never asked for.
    expect(within(main).queryByText("Chat webhook")).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/slack"))).toBe(false);
  });

  it("is the not-found page for someone who is not a member, with the personal navigation", async () => {
    renderAppAt(`/organizations/${acme.id}/settings`, { user: ada }); // Its API answers 404 to everything.
    expect(await screen.findByText("This page does not exist", {}, slow)).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Reports" }).getAttribute("href")).toBe("/reports");
    expect(within(nav).queryByRole("link", { name: "Dashboard" })).toBeNull();
  });

  it("is the not-found page for an id that cannot be an organization's, without asking the API", async () => {
    renderAppAt("/organizations/not-an-id/settings", { user: ada });
    const { fetchMock } = mockApi({});
    expect(await screen.findByText("This page does not exist", {}, slow)).toBeTruthy();
    expect(
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes("not-an-id")),
    ).toEqual([]);
  });

  it("sends visitors to sign in, to come back here afterwards", async () => {
    const { router } = renderAppAt(`/organizations/${acme.id}/settings`);
    await waitFor(() => expect(router.state.location.pathname).toBe("/signin"), slow);
    expect(router.state.location.search).toEqual({ redirect: `/organizations/${acme.id}/settings` });
  });
});
