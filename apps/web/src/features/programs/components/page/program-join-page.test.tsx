import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { buildOrganization } from "../../../../test/organizations.ts";
import { jsonResponse } from "../../../../test/render.tsx";
import { renderAppAt } from "../../../../test/render-app.tsx";
import { ORG_ID, PROGRAM_ID } from "./program-page.fixtures.ts";

afterEach(() => vi.unstubAllGlobals());
const slow = { timeout: 5000 };

const INVITE = "7d1e9c2a-5b6f-4a8e-9c0d-1e2f3a4b5c6d";
const joinPath = `/programs/kiwi/join?i=${INVITE}`;
const previewUrl = `GET /api/programs/kiwi/invites/${INVITE}`;
const joinUrl = "POST /api/programs/kiwi/requests";
const preview = () =>
  jsonResponse(200, {
    data: {
      id: INVITE,
      program: { id: PROGRAM_ID, slug: "kiwi", name: "Kiwi Private" },
      organization: { id: ORG_ID, name: "Kiwi Inc.", icon: null },
    },
  });
const myOrganizations = (ids: string[]) => () =>
  jsonResponse(200, { data: ids.map((id) => buildOrganization({ id })) });

describe("/programs/{slug}/join", () => {
  it("is not found without the invite parameter", async () => {
    renderAppAt("/programs/kiwi/join", { user: buildUser() });
    expect(await screen.findByText("This page does not exist", {}, slow)).toBeTruthy();
  });

  it("says a deleted or unknown link is no longer valid", async () => {
    renderAppAt(joinPath, { user: buildUser() });
    expect(await screen.findByText("This invite link is no longer valid.", {}, slow)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
  });

  it("tells a visitor who invites them and offers sign-up that returns to this page", async () => {
    renderAppAt(joinPath);
    mockApi({ [previewUrl]: preview });
    expect(
      await screen.findByText("You have been invited to Kiwi Private by Kiwi Inc.", {}, slow),
    ).toBeTruthy();
    expect(screen.getByText("However, you need to sign in first.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign up with e-mail" })).toBeTruthy();
    const signIn = screen
      .getAllByRole("link", { name: "Sign In" })
      .map((link) => link.getAttribute("href"))
      .find((href) => href?.includes("redirect="));
    expect(signIn).toBe(`/signin?redirect=${encodeURIComponent(joinPath)}`);
  });

  it("sends the invite on Join, then says the organization approves each hunter", async () => {
    renderAppAt(joinPath, { user: buildUser() });
    const { bodiesFor } = mockApi({
      [previewUrl]: preview,
      "GET /api/organizations": myOrganizations([]),
      [joinUrl]: () => jsonResponse(201, { data: {} }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Join" }, slow));
    expect(
      await screen.findByText("Your request was sent; the organization approves each hunter.", {}, slow),
    ).toBeTruthy();
    expect(bodiesFor(joinUrl)).toEqual([{ invite: INVITE }]);
    expect(screen.getByRole("link", { name: /Open the program/ }).getAttribute("href")).toBe(
      "/programs/kiwi",
    );
  });

  it("shows the API's message when the hunter already applied (409)", async () => {
    renderAppAt(joinPath, { user: buildUser() });
    mockApi({
      [previewUrl]: preview,
      "GET /api/organizations": myOrganizations([]),
      [joinUrl]: () =>
        jsonResponse(409, { error: { code: "conflict", message: "You already applied to this program." } }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Join" }, slow));
    const alert = await screen.findByRole("alert", {}, slow);
    expect(within(alert).getByText("You already applied to this program.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
  });

  it("tells a member of the organization they are already part of it", async () => {
    renderAppAt(joinPath, { user: buildUser() });
    mockApi({ [previewUrl]: preview, "GET /api/organizations": myOrganizations([ORG_ID]) });
    expect(await screen.findByText("You are already part of this organization.", {}, slow)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
  });
});
