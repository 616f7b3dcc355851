import type { Disclosure, DisclosureRequest } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { ReportDisclosurePanel } from "./report-disclosure-panel.tsx";

afterEach(() => vi.unstubAllGlobals());

const REPORT = "0b5f1c1e-7c38-4a57-9d7e-3f0b9a1c2d3e";
const report = { id: REPORT, title: "XSS in the profile", state: "resolved" as const, program: { id: "p1" } };
const requestUrl = `/api/reports/${REPORT}/disclosure-request`;
const disclosureUrl = `/api/reports/${REPORT}/disclosure`;

const pending: DisclosureRequest = {
  summary: "A **stored** XSS.",
  status: "pending",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  rejectedAt: null,
  disclosesAt: "2026-12-01T10:00:00.000Z",
};
const published: Disclosure = {
  id: "d1",
  program: { id: "p1", slug: "kiwi", name: "Kiwi" },
  title: "Stored XSS",
  reportedBy: null,
  criticality: "high",
  rewardAmount: null,
  creditSystem: "money",
  status: "published",
  orgSummary: "Fixed.",
  userSummary: "",
  reportedAt: "2026-10-01T10:00:00.000Z",
  publishedAt: "2026-11-02T10:00:00.000Z",
  createdAt: "2026-11-02T10:00:00.000Z",
  automatic: false,
};

describe("ReportDisclosurePanel", () => {
  it("lets the sender request disclosure with a summary", async () => {
    let request: DisclosureRequest | null = null;
    const { bodiesFor } = mockApi({
      [`GET ${requestUrl}`]: () =>
        jsonResponse(200, { data: request, abilities: { edit: !request, reject: false } }),
      [`PUT ${requestUrl}`]: () => {
        request = pending;
        return jsonResponse(200, { data: pending, abilities: { edit: true, reject: false } });
      },
      [`GET ${disclosureUrl}`]: () => jsonResponse(200, { data: null, abilities: { disclose: false } }),
    });
    renderWithApp(<ReportDisclosurePanel report={report} view="hunter" />);
    fireEvent.click(await screen.findByRole("button", { name: "Request disclosure" }));
    const submit = screen.getByRole("button", { name: "Request disclosure" });
    expect(submit.hasAttribute("disabled")).toBe(true);
    fireEvent.change(screen.getByLabelText(/Your summary/), { target: { value: "A stored XSS." } });
    fireEvent.click(submit);
    await waitFor(() => expect(bodiesFor(`PUT ${requestUrl}`)).toEqual([{ summary: "A stored XSS." }]));
    expect(await screen.findByText("Disclosure requested")).toBeTruthy();
    expect(screen.getByText(/Unless it is answered/)).toBeTruthy();
  });

  it("asks the staff to confirm before rejecting a request", async () => {
    const { bodiesFor } = mockApi({
      [`GET ${requestUrl}`]: () =>
        jsonResponse(200, { data: pending, abilities: { edit: false, reject: true } }),
      [`POST ${requestUrl}/rejection`]: () =>
        jsonResponse(200, {
          data: { ...pending, status: "rejected" },
          abilities: { edit: false, reject: false },
        }),
      [`GET ${disclosureUrl}`]: () => jsonResponse(200, { data: null, abilities: { disclose: true } }),
    });
    renderWithApp(<ReportDisclosurePanel report={report} view="org" />);
    fireEvent.click(await screen.findByRole("button", { name: "Reject the request" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the disclosure request?" });
    expect(bodiesFor(`POST ${requestUrl}/rejection`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject the request" }));
    await waitFor(() => expect(bodiesFor(`POST ${requestUrl}/rejection`)).toHaveLength(1));
  });

  it("opens the disclose dialog with the hunter's summary, and needs a title", async () => {
    const { bodiesFor } = mockApi({
      [`GET ${requestUrl}`]: () =>
        jsonResponse(200, { data: pending, abilities: { edit: false, reject: true } }),
      [`GET ${disclosureUrl}`]: () => jsonResponse(200, { data: null, abilities: { disclose: true } }),
      [`PUT ${disclosureUrl}`]: () => jsonResponse(200, { data: published, abilities: { disclose: true } }),
    });
    renderWithApp(<ReportDisclosurePanel report={report} view="org" />);
    fireEvent.click(await screen.findByRole("button", { name: "Disclose" }));
    const dialog = await screen.findByRole("dialog", { name: "Disclose the report" });
    expect(within(dialog).getByText("stored")).toBeTruthy();
    const title = within(dialog).getByLabelText(/Public title/);
    expect((title as HTMLInputElement).value).toBe("XSS in the profile");
    fireEvent.change(title, { target: { value: " " } });
    expect(within(dialog).getByRole("button", { name: "Disclose" }).hasAttribute("disabled")).toBe(true);
    fireEvent.change(title, { target: { value: "Stored XSS" } });
    fireEvent.change(within(dialog).getByLabelText(/The organization's summary/), {
      target: { value: "Fixed." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Disclose" }));
    await waitFor(() =>
      expect(bodiesFor(`PUT ${disclosureUrl}`)).toEqual([
        { title: "Stored XSS", orgSummary: "Fixed.", publishAt: null },
      ]),
    );
  });

  it("shows a published disclosure with its public link, and confirms undisclosing", async () => {
    const { bodiesFor } = mockApi({
      [`GET ${requestUrl}`]: () =>
        jsonResponse(200, { data: null, abilities: { edit: false, reject: false } }),
      [`GET ${disclosureUrl}`]: () => jsonResponse(200, { data: published, abilities: { disclose: true } }),
      [`DELETE ${disclosureUrl}`]: () => new Response(null, { status: 204 }),
    });
    renderWithApp(<ReportDisclosurePanel report={report} view="org" />);
    expect(await screen.findByRole("link", { name: "Read the public disclosure" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undisclose" }));
    const dialog = await screen.findByRole("dialog", { name: "Undisclose the report?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Undisclose" }));
    await waitFor(() => expect(bodiesFor(`DELETE ${disclosureUrl}`)).toHaveLength(1));
  });
});
