import type { Organization } from "@bounty/shared";
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { stubUploads } from "../../../../test/fake-upload.ts";
import { adminAbilities, buildOrganization } from "../../../../test/organizations.ts";
import { jsonResponse } from "../../../../test/render.tsx";
import { renderAppAt } from "../../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
// Page loads fetch lazy route chunks; a busy full test run can take longer than the 1 s default.
const slow = { timeout: 5000 };

const ada = buildUser();
const created = buildOrganization({ name: "Acme Corp", bio: "We make anvils." });
const withIcon = { ...created, icon: `/api/organizations/${created.id}/avatar?v=abc` };
const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

/** The API of someone with no organization until they create one. */
function stubApi() {
  let mine: Organization[] = [];
  const api = mockApi({
    "GET /api/organizations": () => jsonResponse(200, { data: mine, meta: { total: mine.length } }),
    "POST /api/organizations": () => {
      mine = [created];
      return jsonResponse(201, { data: created, abilities: adminAbilities });
    },
    [`GET /api/organizations/${created.id}`]: () =>
      jsonResponse(200, { data: mine[0], abilities: adminAbilities }),
  });
  return api;
}

const nameInput = () => screen.getByRole("textbox", { name: /^Name/ });
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Complete setup" }));

describe("/organizations/new", () => {
  it("sends visitors to sign in, to come back here afterwards", async () => {
    const { router } = renderAppAt("/organizations/new");
    await waitFor(() => expect(pathOf(router)).toBe("/signin"), slow);
    expect(router.state.location.search).toEqual({ redirect: "/organizations/new" });
  });

  it("asks for a name before sending anything", async () => {
    renderAppAt("/organizations/new", { user: ada });
    const api = stubApi();
    expect(
      await screen.findByRole("heading", { name: "Register your organization", level: 1 }, slow),
    ).toBeTruthy();
    fireEvent.change(nameInput(), { target: { value: "   " } });
    submit();
    expect(await screen.findByText("Enter a name.")).toBeTruthy();
    fireEvent.change(nameInput(), { target: { value: "x".repeat(101) } });
    submit();
    expect(await screen.findByText("Use at most 100 characters.")).toBeTruthy();
    expect(api.bodiesFor("POST /api/organizations")).toEqual([]);
  });

  it("creates the organization with trimmed values, lists it in the account switcher and opens it", async () => {
    const { router } = renderAppAt("/organizations/new", { user: ada });
    const { bodiesFor } = stubApi();
    fireEvent.change(await screen.findByRole("textbox", { name: /^Name/ }, slow), {
      target: { value: "  Acme Corp " },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /Introduction/ }), {
      target: { value: "We make anvils.\n" },
    });
    submit();

    await waitFor(() => expect(pathOf(router)).toBe(`/organizations/${created.id}`), slow);
    expect(bodiesFor("POST /api/organizations")).toEqual([{ name: "Acme Corp", bio: "We make anvils." }]);
    fireEvent.click(screen.getByRole("button", { name: /Switch account/ }));
    const entry = await screen.findByRole("menuitem", { name: /Acme Corp/ }, slow);
    expect(entry.getAttribute("href")).toBe(`/organizations/${created.id}`);
  });

  it("uploads the picked icon after creating the organization", async () => {
    const { router } = renderAppAt("/organizations/new", { user: ada });
    const { bodiesFor } = stubApi();
    const { sent } = stubUploads(() => ({
      status: 200,
      body: { data: withIcon, abilities: adminAbilities },
    }));
    fireEvent.change(await screen.findByRole("textbox", { name: /^Name/ }, slow), {
      target: { value: "Acme Corp" },
    });
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    const icon = new File([new Uint8Array(64)], "acme.png", { type: "image/png" });
    fireEvent.change(picker, { target: { files: [icon] } });
    expect(await screen.findByRole("button", { name: "Remove icon" })).toBeTruthy();
    submit();

    await waitFor(() => expect(pathOf(router)).toBe(`/organizations/${created.id}`), slow);
    expect(bodiesFor("POST /api/organizations")).toHaveLength(1);
    expect(sent).toEqual([{ method: "PUT", url: `/api/organizations/${created.id}/avatar`, file: icon }]);
  });

  it("refuses a file that is not an image, and a removed icon is not uploaded", async () => {
    const { router } = renderAppAt("/organizations/new", { user: ada });
    stubApi();
    const { sent } = stubUploads(() => ({ status: 500, body: {} }));
    const picker =
      (await screen.findByText("Choose an icon", {}, slow)) && document.querySelector('input[type="file"]');
    fireEvent.change(picker!, {
      target: { files: [new File(["%PDF"], "plan.pdf", { type: "application/pdf" })] },
    });
    expect(await screen.findByText("Use a JPEG, PNG, GIF or BMP image.")).toBeTruthy();

    fireEvent.change(picker!, {
      target: { files: [new File([new Uint8Array(8)], "a.png", { type: "image/png" })] },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Remove icon" }));
    expect(screen.getByRole("button", { name: "Choose an icon" })).toBeTruthy();
    fireEvent.change(nameInput(), { target: { value: "Acme Corp" } });
    submit();
    await waitFor(() => expect(pathOf(router)).toBe(`/organizations/${created.id}`), slow);
    expect(sent).toEqual([]);
  });

  it("goes to the settings page with a toast when the icon upload fails after the organization exists", async () => {
    const toasts = vi.spyOn(notifications, "show");
    const { router } = renderAppAt("/organizations/new", { user: ada });
    stubApi();
    stubUploads(() => ({
      status: 503,
      body: { error: { code: "unavailable", message: "Storage is down." } },
    }));
    fireEvent.change(await screen.findByRole("textbox", { name: /^Name/ }, slow), {
      target: { value: "Acme Corp" },
    });
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(picker, {
      target: { files: [new File([new Uint8Array(8)], "a.png", { type: "image/png" })] },
    });
    await screen.findByRole("button", { name: "Remove icon" });
    submit();

    await waitFor(() => expect(pathOf(router)).toBe(`/organizations/${created.id}/settings`), slow);
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "503",
        message: "Your organization was created, but its icon could not be saved: Storage is down.",
        color: "red",
      }),
    );
  });

  it("Cancel goes back to the previous page, or to the programs without one", async () => {
    const { router } = renderAppAt("/organizations/new", { user: ada });
    stubApi();
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }, slow));
    await waitFor(() => expect(pathOf(router)).toBe("/programs"), slow);

    await router.navigate({ to: "/about" });
    await router.navigate({ to: "/organizations/new" });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(pathOf(router)).toBe("/about"), slow);
  });
});
