import { focusManager } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAccessToken } from "../../../lib/tokens.ts";
import { buildUser } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { currentUserKey } from "../../session/api/current-user.ts";
import { announceSignInConfirmed } from "../api/sign-in-channel.ts";
import { AuthScreen } from "./auth-screen.tsx";

const user = buildUser({ onboarded: false });

function mockApi(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const path = String(input).split("?")[0]!;
    const route = routes[path];
    return Promise.resolve(
      route ? route() : jsonResponse(404, { error: { code: "not_found", message: "No route" } }),
    );
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const JOIN_PATH = "/organizations/o1/join?i=a&c=b";

/** An e-mail sign-in whose link has already been opened: the first poll hands out the tokens. */
const confirmedEmailSignIn = (account: typeof user) => ({
  "/api/config": () =>
    jsonResponse(200, { data: { providers: { github: false, google: false }, chatWidget: null } }),
  "/api/auth/request": () =>
    jsonResponse(200, {
      data: {
        id: "r3",
        strategy: "email",
        state: "s",
        securityPhrase: "Quiet Lynx",
        isSignup: true,
        action: null,
      },
    }),
  "/api/auth/token": () => jsonResponse(200, { data: { status: "confirmed", token: "a3" } }),
  "/api/users/authenticated": () => jsonResponse(200, { data: account }),
});

describe("AuthScreen", () => {
  it("disables providers the server has not configured", async () => {
    const fetchMock = mockApi({
      "/api/config": () =>
        jsonResponse(200, { data: { providers: { github: true, google: false }, chatWidget: null } }),
    });
    const { queryClient } = renderWithApp(<AuthScreen mode="signup" />);
    queryClient.setQueryData(currentUserKey, null);
    const github = await screen.findByRole("button", { name: /Continue with GitHub/ });
    await waitFor(() => expect((github as HTMLButtonElement).disabled).toBe(false));
    expect(github.getAttribute("aria-disabled")).toBeNull();
    const google = screen.getByRole("button", { name: /Continue with Google/ });
    expect(google.getAttribute("aria-disabled")).toBe("true");
    expect(document.getElementById(google.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Sign-in with Google is not set up on this server.",
    );
    fireEvent.click(google);
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/auth/request")).toBe(false);
  });

  it("waits with the security phrase, then stores the tokens and sends a new user to onboarding", async () => {
    let confirmed = false;
    const fetchMock = mockApi({
      "/api/config": () =>
        jsonResponse(200, { data: { providers: { github: false, google: false }, chatWidget: null } }),
      "/api/auth/request": () =>
        jsonResponse(200, {
          data: {
            id: "r1",
            strategy: "email",
            state: "s",
            securityPhrase: "Brave Otter",
            isSignup: true,
            action: null,
          },
        }),
      "/api/auth/token": () =>
        jsonResponse(200, {
          data: confirmed ? { status: "confirmed", token: "a1" } : { status: "pending" },
        }),
      "/api/users/authenticated": () => jsonResponse(200, { data: user }),
    });
    const { router, queryClient } = renderWithApp(<AuthScreen mode="signup" />, { path: "/signup" });
    queryClient.setQueryData(currentUserKey, null);

    fireEvent.change(await screen.findByLabelText(/E-mail address/), {
      target: { value: "ada@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Sign up with e-mail" }));

    expect(await screen.findByText("Brave Otter")).toBeTruthy();
    expect(screen.getByText("The security phrase in the mail must match:")).toBeTruthy();
    const requestBody = JSON.parse(
      String(fetchMock.mock.calls.find(([url]) => url === "/api/auth/request")![1]!.body),
    );
    expect(requestBody).toEqual({ strategy: "email", mode: "signup", email: "ada@example.com" });

    confirmed = true;
    // Stands in for the next 5-second poll.
    await queryClient.refetchQueries({ queryKey: ["auth", "token", "r1"] });

    await waitFor(() => expect(router.state.location.pathname).toBe("/onboarding"));
    expect(getAccessToken()).toBe("a1");
    // The poll asked for the refresh token in the HttpOnly cookie; nothing is kept in storage.
    const poll = fetchMock.mock.calls.find(([url]) => String(url).startsWith("/api/auth/token?"))!;
    expect((poll[1]!.headers as Record<string, string>)["x-refresh-cookie"]).toBe("1");
    expect(JSON.stringify({ ...localStorage })).not.toContain("a1");
  });

  it("signs in as soon as another tab of this browser confirms, before the next poll", async () => {
    let confirmed = false;
    mockApi({
      ...confirmedEmailSignIn(user),
      "/api/auth/token": () =>
        jsonResponse(200, {
          data: confirmed ? { status: "confirmed", token: "a4" } : { status: "pending" },
        }),
    });
    const { router, queryClient } = renderWithApp(<AuthScreen mode="signup" />, { path: "/signup" });
    queryClient.setQueryData(currentUserKey, null);
    fireEvent.change(await screen.findByLabelText(/E-mail address/), {
      target: { value: "ada@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Sign up with e-mail" }));
    expect(await screen.findByText("Quiet Lynx")).toBeTruthy();

    confirmed = true;
    announceSignInConfirmed(); // what the confirming tab does; the 5-second poll is far off
    await waitFor(() => expect(router.state.location.pathname).toBe("/onboarding"), { timeout: 2000 });
    expect(getAccessToken()).toBe("a4");
  });

  it("keeps a poll already on its way when another tab confirms: the tokens it carries are the only ones", async () => {
    const routes = confirmedEmailSignIn(user);
    let polls = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL) => {
        const path = String(input).split("?")[0]!;
        if (path !== "/api/auth/token") {
          const route = routes[path as keyof typeof routes];
          return Promise.resolve(
            route ? route() : jsonResponse(404, { error: { code: "not_found", message: "No route" } }),
          );
        }
        polls += 1;
        // The first poll finds the link not yet opened; the second is slow and comes back with the
        // tokens; any later one finds them handed out.
        if (polls === 1) return Promise.resolve(jsonResponse(200, { data: { status: "pending" } }));
        if (polls === 2)
          return new Promise<Response>((resolve) =>
            setTimeout(() => resolve(jsonResponse(200, { data: { status: "confirmed", token: "a5" } })), 300),
          );
        return Promise.resolve(
          jsonResponse(410, {
            error: { code: "gone", message: "This sign-in request has already been used." },
          }),
        );
      }),
    );
    const { router, queryClient } = renderWithApp(<AuthScreen mode="signup" />, { path: "/signup" });
    queryClient.setQueryData(currentUserKey, null);
    fireEvent.change(await screen.findByLabelText(/E-mail address/), {
      target: { value: "ada@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Sign up with e-mail" }));
    expect(await screen.findByText("Quiet Lynx")).toBeTruthy();
    await waitFor(() => expect(polls).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    // The window comes back into focus: a second poll leaves; the other tab confirms while it is out.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(polls).toBe(2));
    announceSignInConfirmed();
    await waitFor(() => expect(router.state.location.pathname).toBe("/onboarding"), { timeout: 2000 });
    expect(getAccessToken()).toBe("a5");
    expect(screen.queryByText("This sign-in request has already been used.")).toBeNull();
  });

  it("ends the wait with the server's message when the request expired, and Start again returns to the form", async () => {
    mockApi({
      "/api/config": () =>
        jsonResponse(200, { data: { providers: { github: false, google: false }, chatWidget: null } }),
      "/api/auth/request": () =>
        jsonResponse(200, {
          data: {
            id: "r2",
            strategy: "email",
            state: "s",
            securityPhrase: "Calm Heron",
            isSignup: false,
            action: null,
          },
        }),
      "/api/auth/token": () =>
        jsonResponse(410, {
          error: { code: "gone", message: "This sign-in request has expired. Please start again." },
        }),
    });
    const { queryClient } = renderWithApp(<AuthScreen mode="login" />, { path: "/signin" });
    queryClient.setQueryData(currentUserKey, null);

    fireEvent.change(await screen.findByLabelText(/E-mail address/), {
      target: { value: "ada@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Sign in with e-mail" }));

    expect(await screen.findByText("This sign-in request has expired. Please start again.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start again" }));
    expect(await screen.findByRole("button", { name: "Sign in with e-mail" })).toBeTruthy();
  });

  it.each([
    ["a new account goes to onboarding, carrying", false, "/onboarding", JOIN_PATH],
    ["an existing account goes straight back to", true, "/organizations/o1/join", undefined],
  ])("with a return path, %s it", async (_what, onboarded, pathname, carried) => {
    mockApi(confirmedEmailSignIn(buildUser({ onboarded })));
    const { router, queryClient } = renderWithApp(<AuthScreen mode="signup" redirect={JOIN_PATH} />, {
      path: "/signup",
    });
    queryClient.setQueryData(currentUserKey, null);
    expect(
      (await screen.findByRole("link", { name: "Sign In" })).getAttribute("href"),
      "switching to sign-in keeps the return path",
    ).toBe(`/signin?redirect=${encodeURIComponent(JOIN_PATH)}`);

    fireEvent.change(screen.getByLabelText(/E-mail address/), { target: { value: "ada@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign up with e-mail" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    const { search } = router.state.location as { search: Record<string, unknown> };
    if (carried) expect(search.redirect).toBe(carried);
    else expect(search).toEqual({ i: "a", c: "b" });
  });

  it("offers to continue to the return path when already signed in", async () => {
    mockApi({});
    const { queryClient } = renderWithApp(<AuthScreen mode="signup" redirect={JOIN_PATH} />);
    queryClient.setQueryData(currentUserKey, { ...user, onboarded: true });
    expect((await screen.findByRole("link", { name: /Continue/ })).getAttribute("href")).toBe(JOIN_PATH);
    expect(screen.queryByRole("link", { name: /Go to dashboard/ })).toBeNull();
  });

  it("shows the 'already signed in' panel to a signed-in visitor", async () => {
    mockApi({});
    const { queryClient } = renderWithApp(<AuthScreen mode="login" />);
    queryClient.setQueryData(currentUserKey, { ...user, onboarded: true });
    expect(await screen.findByText("You are already signed in")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Go to dashboard/ }).getAttribute("href")).toBe("/programs");
    expect(screen.getByRole("button", { name: /Sign Out/ })).toBeTruthy();
  });
});
