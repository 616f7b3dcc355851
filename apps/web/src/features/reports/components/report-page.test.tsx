import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { jsonResponse } from "../../../test/render.tsx";
import { renderAppAt } from "../../../test/render-app.tsx";
import { buildReport, ORG_ID, REPORT_ID } from "./report.fixtures.ts";

afterEach(() => vi.unstubAllGlobals());
const slow = { timeout: 5000 };

function renderReportAt(path: string, report = buildReport()) {
  const view = renderAppAt(path, { user: buildUser() });
  mockApi({
    [`GET /api/reports/${REPORT_ID}`]: () => jsonResponse(200, { data: report }),
    [`GET /api/organizations/${ORG_ID}`]: () =>
      jsonResponse(200, { data: { id: ORG_ID, name: "Kiwi Inc." }, abilities: {} }),
  });
  return view;
}

describe("the report page", () => {
  it("shows the sender the report: Markdown description, no HTML, #7 linked, files, CVSS", async () => {
    renderReportAt(`/reports/${REPORT_ID}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Stored XSS in the profile page" }, slow),
    ).toBeTruthy();
    const article = screen.getByRole("article", { name: "Description" });
    expect(within(article).getByRole("heading", { name: "Steps" })).toBeTruthy();
    expect(within(article).getByRole("link", { name: "#7" }).getAttribute("href")).toBe("/ref/kiwi/7");
    expect(document.querySelector("script")).toBeNull();
    expect(within(article).getByRole("button", { name: "shot.png" })).toBeTruthy();
    const facts = screen.getByRole("complementary", { name: "Report details" });
    expect(within(facts).getByText("High 7.1")).toBeTruthy();
    expect(within(facts).getByText("CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:L/A:N")).toBeTruthy();
    expect(within(facts).getByText("https://kiwi.example")).toBeTruthy();
  });

  it("sends the program's staff from the hunter's address to the organization's page", async () => {
    const { router } = renderReportAt(
      `/reports/${REPORT_ID}`,
      buildReport({ access: { sender: false, organization: true } }),
    );
    await screen.findByRole("heading", { level: 1, name: "Stored XSS in the profile page" }, slow);
    expect(router.state.location.pathname).toBe(`/organizations/${ORG_ID}/reports/${REPORT_ID}`);
  });

  it("is the not-found page when the API answers 404", async () => {
    renderAppAt(`/reports/${REPORT_ID}`, { user: buildUser() });
    expect(await screen.findByRole("heading", { name: "This page does not exist" }, slow)).toBeTruthy();
  });
});
