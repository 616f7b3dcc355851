import type { ReportList } from "@bounty/shared";
import { screen, within } from "@testing-library/react";
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

function renderAt(path: string, list: ReportList) {
  const view = renderAppAt(path, { user: buildUser() });
  const api = mockApi({
    "GET /api/reports": () => jsonResponse(200, list),
    "GET /api/programs": () => jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 200 } }),
    [`GET /api/organizations/${ORG_ID}`]: () =>
      jsonResponse(200, { data: { id: ORG_ID, name: "Kiwi Inc." }, abilities: {} }),
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
    expect(within(list).getByText(/by Ada/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Export (1)" })).toBeTruthy();
    const url = new URL(reportCalls(fetchMock)[0]!, "http://x");
    expect(url.searchParams.get("view")).toBe("org");
    expect(url.searchParams.get("organization")).toBe(ORG_ID);
  });
});
