import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { askToVerify } from "../../../lib/recent-verification.ts";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { currentUserKey } from "../../session/api/current-user.ts";
import { VerificationHost } from "./verification-host.tsx";

afterEach(() => vi.unstubAllGlobals());

// The dialog's code loads the first time it is asked for.
const slow = { timeout: 10_000 };

describe("VerificationHost", { timeout: 20_000 }, () => {
  it("asks for a code when an action wants the factor again, and answers true once it is confirmed", async () => {
    const { fetchMock } = mockApi({
      "POST /api/users/u1/security/verify/options": () =>
        jsonResponse(200, { data: { totp: true, passkey: false, recovery: true, passkeyOptions: null } }),
      "POST /api/users/u1/security/verify": (body) =>
        (body as { code: string }).code === "246810"
          ? jsonResponse(200, { data: { verifiedUntil: "2030-01-01T00:00:00.000Z" } })
          : jsonResponse(400, {
              error: { code: "bad_request", message: "That code is not right. Check it and try again." },
            }),
    });
    const { queryClient } = renderWithApp(<VerificationHost />);
    act(() => queryClient.setQueryData(currentUserKey, buildUser()));
    await act(async () => {});
    let answer: boolean | undefined;
    void askToVerify().then((verified) => {
      answer = verified;
    });
    expect(await screen.findByRole("dialog", { name: "Confirm it is you" }, slow)).toBeTruthy();
    const code = await screen.findByLabelText("Authenticator or recovery code", {}, slow);
    fireEvent.change(code, { target: { value: "111111" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("That code is not right. Check it and try again.")).toBeTruthy();
    fireEvent.change(code, { target: { value: "246810" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(answer).toBe(true));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/users/u1/security/verify",
      expect.objectContaining({ method: "POST" }),
    );
  });

  it("answers false when the person closes the dialog", async () => {
    mockApi({
      "POST /api/users/u1/security/verify/options": () =>
        jsonResponse(200, { data: { totp: true, passkey: false, recovery: true, passkeyOptions: null } }),
    });
    const { queryClient } = renderWithApp(<VerificationHost />);
    act(() => queryClient.setQueryData(currentUserKey, buildUser()));
    await act(async () => {});
    let answer: boolean | undefined;
    void askToVerify().then((verified) => {
      answer = verified;
    });
    expect(await screen.findByRole("dialog", { name: "Confirm it is you" }, slow)).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await waitFor(() => expect(answer).toBe(false));
  });
});
