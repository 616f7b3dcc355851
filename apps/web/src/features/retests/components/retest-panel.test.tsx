import type { Retest, RetestList } from "@bounty/shared";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { RetestPanel } from "./retest-panel.tsx";

const person = { id: "u2", displayName: "Mika", uniqueName: "mika", icon: null };
const retest = (overrides: Partial<Retest> = {}): Retest => ({
  id: "t1",
  reportId: "r1",
  status: "requested",
  fee: 20_000,
  message: "Check the XSS fix on /profile.",
  evidence: null,
  requestedBy: person,
  hunter: { ...person, id: "u1", displayName: "Ada" },
  createdAt: "2026-11-20T10:00:00.000Z",
  acceptedAt: null,
  closedAt: null,
  expiresAt: "2026-11-27T10:00:00.000Z",
  can: { accept: false, decline: false, answer: false, cancel: false },
  ...overrides,
});
const listOf = (data: Retest[], more: Partial<RetestList> = {}): RetestList => ({
  data,
  canRequest: false,
  feeAllowed: true,
  ...more,
});

describe("RetestPanel", () => {
  it("shows nothing to a hunter without retests, nor to whoever may not see them", async () => {
    mockApi({ "GET /api/reports/r1/retests": () => jsonResponse(200, listOf([])) });
    const { container } = renderWithApp(<RetestPanel reportId="r1" userId="u1" />);
    await waitFor(() => expect(container.querySelector("section")).toBeNull());
    mockApi({});
    renderWithApp(<RetestPanel reportId="r2" userId="u1" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText("Retests")).toBeNull();
  });

  it("lets the hunter accept an asked retest with its fee and deadline", async () => {
    const { fetchMock } = mockApi({
      "GET /api/reports/r1/retests": () =>
        jsonResponse(
          200,
          listOf([retest({ can: { accept: true, decline: true, answer: false, cancel: false } })]),
        ),
      "POST /api/retests/t1/accept": () => jsonResponse(200, { data: retest({ status: "accepted" }) }),
    });
    renderWithApp(<RetestPanel reportId="r1" userId="u1" />);
    expect(await screen.findByText("Fee ¥20,000")).toBeTruthy();
    expect(screen.getByText(/To accept by/)).toBeTruthy();
    expect(screen.getByText("Asked")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept the retest (¥20,000)" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/retests/t1/accept")).toBe(true),
    );
  });

  it("takes the hunter's answer only with an outcome and evidence, under one Idempotency-Key", async () => {
    const { fetchMock, bodiesFor } = mockApi({
      "GET /api/reports/r1/retests": () =>
        jsonResponse(
          200,
          listOf([
            retest({
              status: "accepted",
              can: { accept: false, decline: false, answer: true, cancel: false },
            }),
          ]),
        ),
      "POST /api/retests/t1/answer": () =>
        jsonResponse(409, { error: { code: "conflict", message: "Busy" } }),
    });
    renderWithApp(<RetestPanel reportId="r1" userId="u1" />);
    fireEvent.click(await screen.findByRole("button", { name: "Send the retest" }));
    expect(await screen.findByText("Say whether the fix holds.")).toBeTruthy();
    expect(bodiesFor("POST /api/retests/t1/answer")).toHaveLength(0);
    fireEvent.click(screen.getByRole("radio", { name: "Fixed" }));
    fireEvent.change(screen.getByRole("textbox", { name: /How you tested it/ }), {
      target: { value: "Escaped now." },
    });
    fireEvent.click(screen.getByRole("button", { name: "Send the retest" }));
    await waitFor(() => expect(bodiesFor("POST /api/retests/t1/answer")).toHaveLength(1));
    // The first answer settles (409) before the second click: a click while it is still pending is
    // ignored by the loading button, which made this test fail on a loaded machine.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Send the retest" }).hasAttribute("data-loading")).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "Send the retest" }));
    await waitFor(() => expect(bodiesFor("POST /api/retests/t1/answer")).toHaveLength(2));
    expect(bodiesFor("POST /api/retests/t1/answer")[0]).toEqual({
      outcome: "fixed",
      evidence: "Escaped now.",
    });
    const keys = fetchMock.mock.calls
      .filter(([url]) => String(url) === "/api/retests/t1/answer")
      .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it("lets the triage ask for a retest with a fee", async () => {
    const { bodiesFor } = mockApi({
      "GET /api/reports/r1/retests": () => jsonResponse(200, listOf([], { canRequest: true })),
      "POST /api/reports/r1/retests": () => jsonResponse(201, { data: retest() }),
    });
    renderWithApp(<RetestPanel reportId="r1" userId="u2" />);
    fireEvent.click(await screen.findByRole("button", { name: "Ask the hunter to retest" }));
    fireEvent.change(await screen.findByRole("textbox", { name: /What to check/ }), {
      target: { value: "Check /profile." },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /Fee/ }), { target: { value: "15000" } });
    fireEvent.click(screen.getByRole("button", { name: "Ask for a retest for ¥15,000" }));
    await waitFor(() =>
      expect(bodiesFor("POST /api/reports/r1/retests")).toEqual([
        { fee: 15_000, message: "Check /profile." },
      ]),
    );
  });
});
