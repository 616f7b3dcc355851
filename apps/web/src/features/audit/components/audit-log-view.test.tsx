import type { AuditEntry } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { AuditLogView } from "./audit-log-view.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORG = "0b6f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const sam = { id: "11111111-1111-4111-8111-111111111111", displayName: "Sam Carter", uniqueName: "sam" };
const aiko = { id: "22222222-2222-4222-8222-222222222222", displayName: "Aiko Tanaka", uniqueName: "aiko" };

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: "33333333-3333-4333-8333-333333333333",
  createdAt: "2026-12-01T09:00:00.000Z",
  action: "org.member.role.changed",
  actor: sam,
  via: "session",
  sessionId: "5e551011-0000-4000-8000-000000000000",
  apiKeyId: null,
  organization: { id: ORG, name: "Acme Security" },
  program: null,
  report: null,
  user: aiko,
  details: { from: "member", to: "triage" },
  ...over,
});

describe("AuditLogView", () => {
  it("reads who did what to whom from which session, and narrows the log to a person", async () => {
    const { fetchMock } = mockApi({
      [`GET /api/organizations/${ORG}/audit-log`]: () =>
        jsonResponse(200, {
          data: [
            entry({}),
            entry({
              id: "44444444-4444-4444-8444-444444444444",
              action: "org.created",
              actor: null,
              user: null,
              via: null,
              sessionId: null,
            }),
          ],
          meta: { total: 2, page: 1, perPage: 50 },
        }),
    });
    renderWithApp(<AuditLogView source={{ kind: "organization", id: ORG }} />);
    const table = await screen.findByTestId("audit-log");
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain("org.member.role.changed");
    expect(rows[1]!.textContent).toContain("Aiko Tanaka (@aiko)");
    expect(rows[1]!.textContent).toContain("5e551011");
    expect(rows[2]!.textContent).toContain("The platform");

    fireEvent.click(within(rows[1]!).getByRole("button", { name: /Sam Carter/ }));
    expect(await screen.findByText("Only Sam Carter's entries")).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining(`actor=${sam.id}`),
      ),
    );
  });

  it("says so when nothing matches", async () => {
    mockApi({
      "GET /api/staff/audit-log": () =>
        jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 50 } }),
    });
    renderWithApp(<AuditLogView source={{ kind: "platform" }} />);
    expect(await screen.findByText("No entries match.")).toBeTruthy();
  });
});
