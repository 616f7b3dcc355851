import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAccessToken } from "../../../lib/tokens.ts";
import { buildUser } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { currentUserKey } from "../../session/api/current-user.ts";
import { AuthScreen } from "./auth-screen.tsx";

afterEach(() => vi.unstubAllGlobals());

const challenge = { totp: true, passkey: true, recovery: true, passkeyOptions: { challenge: "c" } };

describe("the second-factor step of a sign-in", () => {
  it("asks for a code after the link, shows a wrong one's message, and signs in with the right one", async () => {
    const answers: unknown[] = [];
    const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split("?")[0]!;
      if (path === "/api/config")
        return Promise.resolve(
          jsonResponse(200, { data: { providers: { github: false, google: false }, chatWidget: null } }),
        );
      if (path === "/api/auth/request")
        return Promise.resolve(
          jsonResponse(200, {
            data: {
              id: "r7",
              strategy: "email",
              state: "s",
              securityPhrase: "Calm Heron",
              isSignup: false,
              action: null,
            },
          }),
        );
      if (path === "/api/auth/token")
        return Promise.resolve(jsonResponse(200, { data: { status: "second_factor", challenge } }));
      if (path === "/api/auth/second-factor") {
        const body = JSON.parse(String(init?.body));
        answers.push(body);
        return Promise.resolve(
          body.code === "654321"
            ? jsonResponse(200, { data: { token: "a9" } })
            : jsonResponse(400, {
                error: { code: "bad_request", message: "That code is not right. Check it and try again." },
              }),
        );
      }
      if (path === "/api/users/authenticated")
        return Promise.resolve(jsonResponse(200, { data: buildUser({ onboarded: false }) }));
      return Promise.resolve(jsonResponse(404, { error: { code: "not_found", message: "No route" } }));
    });
    vi.stubGlobal("fetch", fetchMock);
    const { router, queryClient } = renderWithApp(<AuthScreen mode="login" />, { path: "/signin" });
    queryClient.setQueryData(currentUserKey, null);

    fireEvent.change(await screen.findByLabelText(/E-mail address/), {
      target: { value: "ada@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Sign in with e-mail" }));
    expect(await screen.findByText("Confirm it is you")).toBeTruthy();
    // No WebAuthn in this browser: the passkey button is not offered, the code is.
    expect(screen.queryByRole("button", { name: "Use your passkey" })).toBeNull();
    const code = screen.getByLabelText(/Authenticator or recovery code/);
    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("That code is not right. Check it and try again.")).toBeTruthy();
    expect(getAccessToken()).toBeNull();

    fireEvent.change(code, { target: { value: "654321" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/onboarding"));
    expect(getAccessToken()).toBe("a9");
    expect(answers).toEqual([
      { request: "r7", code: "123456" },
      { request: "r7", code: "654321" },
    ]);
    // The poll stopped once it asked for the second factor.
    const polls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/auth/token?"));
    expect(polls).toHaveLength(1);
  });
});
