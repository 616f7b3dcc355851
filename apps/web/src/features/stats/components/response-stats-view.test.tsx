import type { ResponseStats } from "@bounty/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { ResponseStatsView } from "./response-stats-view.tsx";

const HOUR = 3600;
const time = (over = {}) => ({ reached: 0, median: null, p90: null, met: 0, missed: 0, ...over });
const day = (date: string, over = {}) => ({
  day: date,
  open: 0,
  accepted: 0,
  rejected: 0,
  critical: 0,
  high: 0,
  medium: 0,
  low: 0,
  none: 0,
  money: 0,
  point: 0,
  ...over,
});

const stats: ResponseStats = {
  range: { start: "2026-11-02T00:00:00.000Z", end: "2026-11-04T00:00:00.000Z" },
  timeZone: "UTC",
  reportsReceived: 3,
  byState: { open: 1, accepted: 1, rejected: 1 },
  bySeverity: { critical: 1, high: 1, medium: 0, low: 0, none: 1 },
  rewardsAmount: { money: 150_000, point: 0 },
  reportsRewarded: 1,
  times: {
    firstResponse: time({ reached: 2, median: 10 * HOUR, p90: 36 * HOUR, met: 1, missed: 2 }),
    triage: time({ reached: 1, median: 2 * 86_400, p90: 2 * 86_400, met: 1 }),
    reward: time(),
    resolution: time(),
  },
  days: [
    day("2026-11-02", { open: 1, accepted: 1, critical: 1, none: 1, money: 100_000 }),
    day("2026-11-03", { rejected: 1, high: 1, money: 50_000 }),
  ],
};

describe("ResponseStatsView", () => {
  it("gives every figure in words and tables beside the charts", async () => {
    renderWithApp(<ResponseStatsView stats={stats} />);
    const received = await screen.findByTestId("figure-received");
    expect(received.textContent).toContain("3");
    expect(received.textContent).toContain("1 open, 1 accepted, 1 rejected");
    expect(screen.getByTestId("figure-rewards").textContent).toContain("150,000");
    const first = within(screen.getByTestId("time-firstResponse"));
    expect(first.getByText("10 hours")).toBeTruthy();
    expect(first.getByText("1.5 days")).toBeTruthy();
    expect(within(screen.getByTestId("time-triage")).getAllByText("2 days")).toHaveLength(2);
    // Steps no report reached say so with a dash, not a zero time.
    expect(within(screen.getByTestId("time-reward")).getAllByText("—")).toHaveLength(2);
    // The daily numbers as a table for screen readers: by state, then by severity.
    const table = screen.getByRole("table", { name: "Reports received each day" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByRole("columnheader", { name: "Accepted" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "By severity" }));
    const bySeverity = screen.getByRole("table", { name: "Reports received each day" });
    expect(within(bySeverity).getByRole("columnheader", { name: "Critical" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Rewards given each day" }).textContent).toContain("100,000");
  });

  it("says 'No Reports' for an empty range", async () => {
    renderWithApp(
      <ResponseStatsView
        stats={{
          ...stats,
          reportsReceived: 0,
          reportsRewarded: 0,
          byState: { open: 0, accepted: 0, rejected: 0 },
        }}
      />,
    );
    expect(await screen.findByText("No Reports")).toBeTruthy();
  });
});
