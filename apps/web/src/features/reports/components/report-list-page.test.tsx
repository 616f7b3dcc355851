import type { ReportList } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { jsonResponse } from "../../../test/render.tsx";
import { renderAppAt } from "../../../test/render-app.tsx";
import { buildReportSummary, ORG_ID, REPORT_ID } from "./report.fixtures.ts";

afterEach(() => vi.unstubAllGlobals());
const slow = { timeout: 5000 };
const page = (data: ReportList["data"], total = data.length): ReportList => ({
  data,
  meta: { total, page: 1, perPage: 200 },
});

function renderAt(path: string, list: ReportList, extra: Parameters<typeof mockApi>[0] = {}) {
  const view = renderAppAt(path, { user: buildUser() });
  const api = mockApi({
    "GET /api/reports": () => jsonResponse(200, list),
    "GET /api/programs": () => jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 200 } }),
    [`GET /api/organizations/${ORG_ID}`]: () =>
      jsonResponse(200, { data: { id: ORG_ID, name: "Kiwi Inc." }, abilities: {} }),
    ...extra,
  });
  return { ...view, ...api };
}

const reportCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/reports?"));

describe("/reports", () => {
  it("lists the hunter's reports, each linking to its page, with severity and state", async () => {
    renderAt("/reports", page([buildReportSummary()]));
    const list = await screen.findByRole("region", { name: "Report list" }, slow);
    const link = await within(list).findByRole("link", { name: "#12 Stored XSS in the profile page" }, slow);
    expect(link.getAttribute("href")).toBe(`/reports/${REPORT_ID}`);
    expect(within(list).getByText("High")).toBeTruthy();
    expect(within(list).getByText("New")).toBeTruthy();
    expect(within(list).getByText("Showing 1 of 1")).toBeTruthy();
  });

  it("sends the URL's filters as repeated parameters, 200 a page, and says 'No Reports Found'", async () => {
    const { fetchMock } = renderAt(
      "/reports?status=not_reproducable&status=new&severity=high&sort=comment",
      page([]),
    );
    expect(await screen.findByText("No Reports Found", {}, slow)).toBeTruthy();
    const url = new URL(reportCalls(fetchMock)[0]!, "http://x");
    expect(url.searchParams.get("view")).toBe("hunter");
    expect(url.searchParams.getAll("state")).toEqual(["not_reproducable", "new"]);
    expect(url.searchParams.getAll("criticality")).toEqual(["high"]);
    expect(url.searchParams.get("sort")).toBe("comment");
    expect(url.searchParams.get("perPage")).toBe("200");
  });
});

describe("/organizations/{id}/reports", () => {
  it("links rows to the organization's report page and offers the export of the total", async () => {
    const { fetchMock } = renderAt(`/organizations/${ORG_ID}/reports`, page([buildReportSummary()], 1));
    const list = await screen.findByRole("region", { name: "Report list" }, slow);
    const link = await within(list).findByRole("link", { name: /Stored XSS/ }, slow);
    expect(link.getAttribute("href")).toBe(`/organizations/${ORG_ID}/reports/${REPORT_ID}`);
    const row = link.closest("tr")!;
    expect(within(row).getByText("Ada")).toBeTruthy();
    expect(within(row).getByText("KIW-12")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export (1)" })).toBeTruthy();
    const url = new URL(reportCalls(fetchMock)[0]!, "http://x");
    expect(url.searchParams.get("view")).toBe("org");
    expect(url.searchParams.get("organization")).toBe(ORG_ID);
  });
});

describe("the organization's report table", () => {
  const rows = Array.from({ length: 5 }, (_, i) =>
    buildReportSummary({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      number: 20 - i,
      title: `Finding ${i}`,
    }),
  );

  it("selects a range with shift-click, offers all matching, and moves them in one request", async () => {
    const { bodiesFor } = renderAt(`/organizations/${ORG_ID}/reports`, page(rows, 240), {
      "POST /api/reports/bulk": () => jsonResponse(200, { data: { reports: 3, changed: 3 } }),
    });
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select report #19" }, slow));
    fireEvent.click(screen.getByRole("checkbox", { name: "Select report #17" }), { shiftKey: true });
    expect(screen.getByText("Selected: 3")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Select all 240 matching" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Change state" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Pick the state to move the reports to.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("combobox", { name: "New state" }));
    fireEvent.click(await screen.findByRole("option", { name: /^Out of scope · /, hidden: true }));
    expect(within(dialog).getByText("Write the reason the hunters will read.")).toBeTruthy();
    const save = within(dialog).getByRole("button", { name: "Move selected (3)" });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason/ }), {
      target: { value: "Staging host." },
    });
    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save);
    // Done: the selection clears (the toast says what moved).
    await waitFor(() => expect(screen.queryByText("Selected: 3")).toBeNull(), slow);
    expect(bodiesFor("POST /api/reports/bulk")).toEqual([
      {
        reports: [rows[1]!.id, rows[2]!.id, rows[3]!.id],
        state: "out_of_scope",
        reason: "Staging host.",
      },
    ]);
  });

  it("offers every matching report once the page is selected", async () => {
    renderAt(`/organizations/${ORG_ID}/reports`, page(rows, 240));
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select every report on this page" }, slow));
    expect(screen.getByText("Selected: 5")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Select all 240 matching" }));
    expect(screen.getByText("Selected: 240")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(screen.queryByText(/Selected:/)).toBeNull();
  });
});
