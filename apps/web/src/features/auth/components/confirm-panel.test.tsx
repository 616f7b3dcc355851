import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { ConfirmPanel } from "./confirm-panel.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const answer = (body: unknown) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(jsonResponse(200, body))),
  );

describe("ConfirmPanel", () => {
  it("says the sign-in is confirmed", async () => {
    answer({ data: { ok: true, confirmByEmail: null } });
    renderWithApp(<ConfirmPanel state="s" code="c" />);
    expect(await screen.findByText("Sign-in confirmed", {}, { timeout: 5000 })).toBeTruthy();
  });

  it("sends the owner of the provider's address to their mail before anything signs in", async () => {
    answer({ data: { ok: true, confirmByEmail: "b…@example.test" } });
    renderWithApp(<ConfirmPanel state="s" code="c" />);
    expect(await screen.findByText("Check your e-mail", {}, { timeout: 5000 })).toBeTruthy();
    expect(
      screen.getByText(/An account already uses b…\u2060?@example\.test\. We sent a link to that address/),
    ).toBeTruthy();
    expect(screen.queryByText("Sign-in confirmed")).toBeNull();
  });
});
