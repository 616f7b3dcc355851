import { type ApiToken, MAX_API_TOKENS } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { ApiKeyTab } from "./api-key-tab.tsx";

afterEach(() => vi.unstubAllGlobals());

const wholeKey = `bty_${"x".repeat(39)}abcd`;
const masked = (id: string, last: string): ApiToken => ({
  id,
  token: `bty_••••${last}`,
  createdAt: "2025-03-01T10:00:00.000Z",
  lastUsedAt: null,
});

describe("ApiKeyTab", () => {
  it("shows a generated key whole, once, with a copy button whose label comes back", async () => {
    let tokens: ApiToken[] = [];
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const { fetchMock } = mockApi({
      "GET /api/users/u1/token": () => jsonResponse(200, { data: tokens, meta: { total: tokens.length } }),
      "POST /api/users/u1/token": () => {
        tokens = [masked("k1", "abcd")];
        return jsonResponse(201, { data: { ...masked("k1", "abcd"), token: wholeKey } });
      },
    });
    renderWithApp(<ApiKeyTab user={buildUser()} />);
    expect(await screen.findByText("No keys yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Generate key" }));

    expect(await screen.findByText(wholeKey)).toBeTruthy();
    expect(await screen.findByText("bty_••••abcd")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/users/u1/token",
      expect.objectContaining({ method: "POST" }),
    );

    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByRole("button", { name: "Copied" })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(wholeKey);
    await waitFor(() => expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy(), { timeout: 1500 });

    fireEvent.click(screen.getByRole("button", { name: "I have saved it" }));
    expect(screen.queryByText(wholeKey)).toBeNull();
    expect(screen.getByText("bty_••••abcd")).toBeTruthy();
  });

  it("asks 'Are you sure you want to delete this key?' before revoking", async () => {
    let tokens = [masked("k1", "abcd"), masked("k2", "wxyz")];
    const { fetchMock } = mockApi({
      "GET /api/users/u1/token": () => jsonResponse(200, { data: tokens, meta: { total: tokens.length } }),
      "DELETE /api/users/u1/token/k2": () => {
        tokens = tokens.filter((token) => token.id !== "k2");
        return jsonResponse(200, { data: { ok: true } });
      },
    });
    renderWithApp(<ApiKeyTab user={buildUser()} />);
    const row = (await screen.findByText("bty_••••wxyz")).closest("tr")!;
    fireEvent.click(within(row).getByRole("button", { name: "Revoke" }));

    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete this key?")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));

    await waitFor(() => expect(screen.queryByText("bty_••••wxyz")).toBeNull());
    expect(screen.getByText("bty_••••abcd")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/users/u1/token/k2",
      expect.objectContaining({ method: "DELETE" }),
    );
  });

  it(`disables Generate at ${MAX_API_TOKENS} keys and says why`, async () => {
    const tokens = Array.from({ length: MAX_API_TOKENS }, (_, i) => masked(`k${i}`, `000${i}`));
    mockApi({ "GET /api/users/u1/token": () => jsonResponse(200, { data: tokens, meta: {} }) });
    renderWithApp(<ApiKeyTab user={buildUser()} />);
    expect(
      await screen.findByText(`You can hold at most ${MAX_API_TOKENS} keys. Revoke one to generate another.`),
    ).toBeTruthy();
    expect((screen.getByRole("button", { name: "Generate key" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
