import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { jsonResponse } from "../../../../test/render.tsx";
import { renderAppAt } from "../../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORG = "0b6f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const INVITE = "7d1e9c2a-5b6f-4a8e-9c0d-1e2f3a4b5c6d";
const joinPath = `/organizations/${ORG}/join?i=${INVITE}&c=the-code`;
const previewUrl = `GET /api/organizations/${ORG}/invites/${INVITE}`;
const preview = (isMember: boolean) => () =>
  jsonResponse(200, { data: { organization: { id: ORG, name: "Acme", icon: null }, isMember } });

describe("/organizations/{id}/join", () => {
  it.each([
    ["the invite", `/organizations/${ORG}/join?c=the-code`],
    ["the code", `/organizations/${ORG}/join?i=${INVITE}`],
    ["both", `/organizations/${ORG}/join`],
  ])("is not found without %s", async (_what, path) => {
    renderAppAt(path, { user: buildUser() });
    expect(await screen.findByText("This page does not exist")).toBeTruthy();
  });

  it("tells a visitor about the invitation and offers sign-up that returns to this page", async () => {
    renderAppAt(joinPath);
    expect(await screen.findByText("You have been invited to this organization.")).toBeTruthy();
    expect(screen.getByText("However, you need to sign in first.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign up with e-mail" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Continue with GitHub/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /Continue with Google/ })).toBeTruthy();
    // The layout's own Sign In link is the top bar's; the form's carries the way back.
    const signIn = screen
      .getAllByRole("link", { name: "Sign In" })
      .map((link) => link.getAttribute("href"))
      .find((href) => href?.includes("redirect="));
    expect(signIn).toBe(`/signin?redirect=${encodeURIComponent(joinPath)}`);
  });

  it("tells a member they are already part of the organization", async () => {
    renderAppAt(joinPath, { user: buildUser() });
    mockApi({ [previewUrl]: preview(true) });
    expect(await screen.findByText("You are already part of this organization.")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Open the organization/ }).getAttribute("href")).toBe(
      `/organizations/${ORG}`,
    );
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
  });

  it("sends the invite and code on Join, then opens the organization", async () => {
    const { router } = renderAppAt(joinPath, { user: buildUser() });
    const { fetchMock, bodiesFor } = mockApi({
      [previewUrl]: preview(false),
      [`POST /api/organizations/${ORG}/members`]: () =>
        jsonResponse(201, {
          data: {
            id: "m2",
            user: { id: "u1", displayName: "Ada", uniqueName: "ada", icon: null },
            role: { id: "member", name: "member" },
          },
        }),
    });
    expect(await screen.findByRole("heading", { name: "Acme" })).toBeTruthy();
    expect(screen.getByText("You have been invited to this organization.")).toBeTruthy();
    const previewCall = fetchMock.mock.calls.find(([url]) => String(url).includes(`/invites/${INVITE}`));
    expect(String(previewCall?.[0])).toBe(`/api/organizations/${ORG}/invites/${INVITE}?code=the-code`);

    fireEvent.click(screen.getByRole("button", { name: "Join" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/organizations/${ORG}`));
    expect(bodiesFor(`POST /api/organizations/${ORG}/members`)).toEqual([
      { invite: INVITE, code: "the-code" },
    ]);
  });

  it("shows the API's reason when joining fails, and that the person is in after all", async () => {
    vi.spyOn(notifications, "show");
    renderAppAt(joinPath, { user: buildUser() });
    let joinedElsewhere = false;
    mockApi({
      [previewUrl]: () => preview(joinedElsewhere)(),
      [`POST /api/organizations/${ORG}/members`]: () => {
        joinedElsewhere = true;
        return jsonResponse(409, {
          error: { code: "conflict", message: "You are already part of this organization." },
        });
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Join" }));
    expect(await screen.findByText("You are already part of this organization.")).toBeTruthy();
    expect(
      vi.mocked(notifications.show).mock.calls.map(([toast]) => [toast.title, toast.message]),
    ).toContainEqual(["409", "You are already part of this organization."]);
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
  });

  it("says the link is not valid any more when the API does not know it", async () => {
    renderAppAt(joinPath, { user: buildUser() });
    mockApi({
      [previewUrl]: () => jsonResponse(404, { error: { code: "not_found", message: "Invite not found." } }),
    });
    expect(await screen.findByText("This invite link is not valid any more.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Join" })).toBeNull();
  });
});
