import type { TriageDashboard, TriageStats } from "@bounty/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../test/render.tsx";
import { DashboardFigures } from "./dashboard-figures.tsx";
import { DashboardLists } from "./dashboard-lists.tsx";

const PROGRAM = "11111111-1111-4111-8111-111111111111";
const entry = (n: number, over: Partial<TriageDashboard["nextUp"][number]> = {}) => ({
  id: `2222222${n}-2222-4222-8222-222222222222`,
  number: n,
  title: `Finding ${n}`,
  severity: "high" as const,
  lastAction: { type: "certify" as const, createdAt: "2026-11-20T10:00:00.000Z" },
  createdAt: "2026-11-20T10:00:00.000Z",
  summary: null,
  ...over,
});

const dashboard: TriageDashboard = {
  counts: { none: 1, certify: 1 },
  total: 2,
  nextUp: [entry(1), entry(2, { lastAction: null })],
  urgent: [entry(1)],
  urgentTotal: 4,
  recentlySubmitted: [],
  recentMessages: [entry(2, { summary: "Reproduced on staging." })],
};

const stats: TriageStats = {
  range: { start: "2026-11-23T00:00:00.000Z", end: "2026-11-30T00:00:00.000Z" },
  countsByActions: [
    { type: "triage", count: 3, vulnerabilities: { none: 1, low: 0, medium: 0, high: 2, critical: 0 } },
    {
      type: "closed.resolved",
      count: 1,
      vulnerabilities: { none: 0, low: 0, medium: 0, high: 1, critical: 0 },
    },
  ],
  vulnerabilitiesReceived: 5,
  avgTimeToResolutionInSeconds: 2 * 86_400,
  countsByVulnType: [],
  reporters: { new: 2, returning: 1, total: 3 },
};

describe("the triage dashboard", () => {
  it("shows each list with its stage, the urgent count, a message's words and the empty lists' words", async () => {
    renderWithApp(<DashboardLists programId={PROGRAM} dashboard={dashboard} />);
    const next = await screen.findByTestId("triage-nextUp");
    expect(
      within(next)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["#1 Finding 1", "#2 Finding 2"]);
    expect(within(next).getByText("Not triaged yet")).toBeTruthy();
    expect(within(next).getByText("To Certify")).toBeTruthy();
    expect(screen.getByLabelText("Urgent: 4")).toBeTruthy();
    expect(screen.getAllByText("No Reports").length).toBeGreaterThan(0);
    expect(
      within(screen.getByTestId("triage-recentMessages")).getByText("Reproduced on staging."),
    ).toBeTruthy();
  });

  it("gives the figures, and the actions' numbers as a table for screen readers", async () => {
    renderWithApp(<DashboardFigures stats={stats} />);
    expect(await screen.findByText("5")).toBeTruthy();
    expect(screen.getByText("2 days")).toBeTruthy();
    expect(screen.getByText("New: 2 · Returning: 1")).toBeTruthy();
    const table = screen.getByRole("table", {
      name: "Actions this period, and their vulnerabilities by severity",
    });
    const triage = within(table).getByRole("rowheader", { name: "Triage" }).closest("tr")!;
    expect([...triage.querySelectorAll("td")].map((td) => td.textContent)).toEqual([
      "3",
      "0",
      "2",
      "0",
      "0",
      "1",
    ]);
    expect(screen.getByText("No vulnerability was certified in this period.")).toBeTruthy();
  });
});
