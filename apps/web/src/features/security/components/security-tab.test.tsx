import type { AccountSession, SecurityOverview } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { SecurityTab } from "./security-tab.tsx";

afterEach(() => vi.unstubAllGlobals());

const codes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);
const session = (id: string, current: boolean): AccountSession => ({
  id,
  current,
  method: current ? "email" : "passkey",
  secondFactor: current ? "totp" : null,
  browser: current ? "Chrome 131" : "Safari 18",
  system: current ? "macOS" : "iOS",
  ip: current ? "203.0.113.7" : "198.51.100.2",
  createdAt: "2025-03-01T10:00:00.000Z",
  lastUsedAt: "2025-03-02T10:00:00.000Z",
});

describe("SecurityTab", () => {
  it("sets up an authenticator app by its first code and shows the recovery codes once", async () => {
    let overview: SecurityOverview = { factors: [], recoveryCodesLeft: 0, required: true };
    const { fetchMock } = mockApi({
      "GET /api/users/u1/security": () => jsonResponse(200, { data: overview }),
      "GET /api/users/u1/sessions": () => jsonResponse(200, { data: [session("s1", true)] }),
      "GET /api/users/u1/security/history": () =>
        jsonResponse(200, {
          data: [
            {
              id: "e1",
              type: "user.signed_in.new_browser",
              at: "2025-03-02T09:00:00.000Z",
              details: { browser: "Firefox 133", system: "Linux", ip: "203.0.113.9", method: "email" },
            },
          ],
        }),
      "POST /api/users/u1/security/totp": () =>
        jsonResponse(201, {
          data: {
            id: "f1",
            secret: "JBSWY3DPEHPK3PXP",
            uri: "otpauth://totp/Bounty:a?secret=JBSWY3DPEHPK3PXP",
            qrSvg: "<svg/>",
          },
        }),
      "POST /api/users/u1/security/totp/f1/confirm": () => {
        const factor = {
          id: "f1",
          kind: "totp",
          name: "Authenticator app",
          createdAt: "2025-03-03T00:00:00.000Z",
          lastUsedAt: null,
        } as const;
        overview = { factors: [factor], recoveryCodesLeft: 10, required: true };
        return jsonResponse(200, { data: { factor, recoveryCodes: codes } });
      },
    });
    renderWithApp(<SecurityTab user={buildUser()} />);
    // Staff without a factor are told why they need one.
    expect(await screen.findByText("A second factor is required")).toBeTruthy();
    expect(screen.getByText("No second factor yet")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Add an authenticator app" }));
    expect(await screen.findByTestId("totp-secret")).toHaveProperty("textContent", "JBSW Y3DP EHPK 3PXP");
    const img = screen.getByRole("img", { name: "QR code for your authenticator app" });
    expect(img.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    const digits = screen.getAllByRole("textbox").filter((el) => el.getAttribute("inputmode") === "numeric");
    for (const [i, digit] of [..."123456"].entries())
      fireEvent.change(digits[i]!, { target: { value: digit } });
    fireEvent.click(screen.getByRole("button", { name: "Turn on" }));

    const shown = await screen.findByTestId("recovery-codes");
    expect(within(shown).getAllByText(/^abcde-/)).toHaveLength(10);
    expect(await screen.findByText("Authenticator app", { selector: "p" })).toBeTruthy();
    // The app is named in the person's language.
    const start = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/security/totp"))!;
    expect(JSON.parse(String(start[1]!.body))).toEqual({ name: "Authenticator app" });
    const confirm = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/confirm"))!;
    expect(JSON.parse(String(confirm[1]!.body))).toEqual({ code: "123456" });
    fireEvent.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(screen.queryByTestId("recovery-codes")).toBeNull();
    expect(
      within(screen.getByTestId("security-history")).getByText(
        /Sign-in from a new browser: Firefox 133 \/ Linux \(203\.0\.113\.9\)/,
      ),
    ).toBeTruthy();
  });

  it("lists where the person is signed in and signs another browser out", async () => {
    let sessions = [session("s1", true), session("s2", false)];
    const { fetchMock } = mockApi({
      "GET /api/users/u1/security": () =>
        jsonResponse(200, { data: { factors: [], recoveryCodesLeft: 0, required: false } }),
      "GET /api/users/u1/sessions": () => jsonResponse(200, { data: sessions }),
      "DELETE /api/users/u1/sessions/s2": () => {
        sessions = sessions.filter((s) => s.id !== "s2");
        return jsonResponse(200, { data: { ok: true } });
      },
    });
    renderWithApp(<SecurityTab user={buildUser()} />);
    const list = await screen.findByTestId("session-list");
    expect(await within(list).findByText("Chrome 131 on macOS")).toBeTruthy();
    expect(within(list).getByText("This browser")).toBeTruthy();
    expect(within(list).getByText(/E-mail link and authenticator app · 203\.0\.113\.7/)).toBeTruthy();
    expect(within(list).getByText(/^Passkey · 198\.51\.100\.2/)).toBeTruthy();
    // Only the other browser has its own Sign out.
    expect(within(list).getAllByRole("button", { name: "Sign out" })).toHaveLength(1);
    fireEvent.click(within(list).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(within(list).queryByText("Safari 18 on iOS")).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/users/u1/sessions/s2",
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(screen.queryByRole("button", { name: "Sign out everywhere else" })).toBeNull();
  });
});
