import type { StaffActivationRequest, StaffMail, StaffOrganization, StaffPayout } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { jsonResponse } from "../../../test/render.tsx";
import { renderAppAt } from "../../../test/render-app.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
const slow = { timeout: 5000 };

const acme: StaffOrganization = {
  id: "o1",
  name: "Acme",
  icon: null,
  bountyApproved: false,
  membersCount: 3,
  programsCount: 2,
  createdAt: "2025-01-01T00:00:00.000Z",
};
const request: StaffActivationRequest = {
  id: "r1",
  status: "pending",
  reason: "",
  createdAt: "2025-02-01T00:00:00.000Z",
  decidedAt: null,
  program: { id: "p1", slug: "kiwi", name: "Kiwi VDP" },
  organization: { id: "o1", name: "Acme" },
  requestedBy: { id: "u2", displayName: "Bob", uniqueName: "bob" },
};

const payout: StaffPayout = {
  id: "po1",
  amount: 12_000,
  status: "pending",
  failureReason: "",
  createdAt: "2025-02-02T00:00:00.000Z",
  decidedAt: null,
  user: { id: "u3", username: "ada", email: "ada@example.test" },
  recipient: {
    name: "Ada Lovelace",
    address1: "1-2-3 Shibuya",
    address2: "",
    postCode: "150-0002",
    city: "Tokyo",
    country: "JP",
    method: "bank",
    paypal: "",
    iban: "JP00 1234",
    bic: "MHCBJPJT",
  },
};

const failedMail: StaffMail = {
  id: "m1",
  to: "ada@example.test",
  eventType: "report.rewarded",
  attempts: 6,
  lastError: "550 5.1.1 mailbox unavailable",
  createdAt: "2025-02-03T00:00:00.000Z",
};

function renderStaff(platformStaff: boolean, { factors = 1 } = {}) {
  const user = buildUser({ platformStaff });
  const view = renderAppAt("/staff", { user });
  const factor = {
    id: "f1",
    kind: "totp",
    name: "Phone",
    createdAt: "2025-02-01T00:00:00.000Z",
    lastUsedAt: null,
  };
  const api = mockApi({
    [`GET /api/users/${user.id}/security`]: () =>
      jsonResponse(200, {
        data: {
          factors: Array.from({ length: factors }, () => factor),
          recoveryCodesLeft: 10,
          required: true,
        },
      }),
    "GET /api/staff/organizations": () =>
      jsonResponse(200, { data: [acme], meta: { total: 1, page: 1, perPage: 50 } }),
    "PUT /api/staff/organizations/o1": (body) =>
      jsonResponse(200, { data: { ...acme, ...(body as object) } }),
    "GET /api/staff/activation_requests": () =>
      jsonResponse(200, { data: [request], meta: { total: 1, page: 1, perPage: 50 } }),
    "POST /api/staff/activation_requests/r1": (body) =>
      jsonResponse(200, { data: { ...request, ...(body as object) } }),
    "GET /api/staff/payouts": () =>
      jsonResponse(200, { data: [payout], meta: { total: 1, page: 1, perPage: 50 } }),
    "PUT /api/staff/payouts/po1": (body) => jsonResponse(200, { data: { ...payout, ...(body as object) } }),
    "GET /api/staff/mails": () =>
      jsonResponse(200, { data: [failedMail], meta: { total: 1, page: 1, perPage: 50 } }),
    "POST /api/staff/mails/m1/retry": () => new Response(null, { status: 204 }),
  });
  return { ...view, ...api };
}

describe("/staff", () => {
  it("is the not-found page for anyone but platform staff, with no side-navigation entry", async () => {
    renderStaff(false);
    expect(await screen.findByText("This page does not exist", {}, slow)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Platform staff" })).toBeNull();
  });

  it("shows staff the two sections and the side-navigation entry", async () => {
    renderStaff(true);
    expect(await screen.findByRole("heading", { name: "Platform staff" }, slow)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Platform staff" }).length).toBeGreaterThan(0);
    expect(await screen.findByRole("region", { name: "Organizations" }, slow)).toBeTruthy();
    expect(screen.getByRole("region", { name: "Activation requests" })).toBeTruthy();
  });

  it("asks staff without a second factor to add one, and shows no staff section until then", async () => {
    renderStaff(true, { factors: 0 });
    expect(await screen.findByText("A second factor is required", {}, slow)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Organizations" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add a second factor" }));
    expect(await screen.findByRole("tab", { name: "Security", selected: true }, slow)).toBeTruthy();
  });

  it("lists a failed mail with the server's reason and sends it again", async () => {
    const { bodiesFor } = renderStaff(true);
    const row = await screen.findByTestId("staff-mail-m1", {}, slow);
    expect(row.textContent).toContain("ada@example.test");
    expect(row.textContent).toContain("report.rewarded");
    expect(row.textContent).toContain("550 5.1.1 mailbox unavailable");
    expect(row.textContent).toContain("Attempts: 6");
    fireEvent.click(within(row).getByRole("button", { name: "Send again to ada@example.test" }));
    await waitFor(() => expect(bodiesFor("POST /api/staff/mails/m1/retry")).toHaveLength(1));
  });

  it("turns Bounty approved on for an organization", async () => {
    const { bodiesFor } = renderStaff(true);
    const row = await screen.findByTestId("staff-org-o1", {}, slow);
    fireEvent.click(within(row).getByRole("switch", { name: "Bounty approved: Acme" }));
    await waitFor(() =>
      expect(bodiesFor("PUT /api/staff/organizations/o1")).toEqual([{ bountyApproved: true }]),
    );
  });

  it("approves a request, and rejects only with a reason", async () => {
    const { bodiesFor } = renderStaff(true);
    const item = await screen.findByTestId("activation-r1", {}, slow);
    fireEvent.click(within(item).getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(bodiesFor("POST /api/staff/activation_requests/r1")).toEqual([{ decision: "approve" }]),
    );

    fireEvent.click(within(item).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the activation request?" });
    const confirm = within(dialog).getByRole("button", { name: "Reject" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
      target: { value: "No scope" },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(bodiesFor("POST /api/staff/activation_requests/r1")).toEqual([
        { decision: "approve" },
        { decision: "reject", reason: "No scope" },
      ]),
    );
  });

  it("shows a pending payout with where to send it, marks it paid, and fails it only with a reason", async () => {
    const { bodiesFor } = renderStaff(true);
    const item = await screen.findByTestId("payout-po1", {}, slow);
    expect(item.textContent).toContain("¥12,000");
    expect(item.textContent).toContain("@ada · ada@example.test");
    expect(item.textContent).toContain("1-2-3 Shibuya, 150-0002 Tokyo, Japan");
    expect(item.textContent).toContain("IBAN JP00 1234 · BIC/Swift/IFSC MHCBJPJT");
    fireEvent.click(within(item).getByRole("button", { name: "Mark paid" }));
    // Confirmed in a dialog that shows the amount and the recipient.
    const paid = await screen.findByRole("dialog", { name: "Mark the payout paid?" });
    expect(within(paid).getByTestId("payout-decision").textContent).toContain("¥12,000");
    expect(within(paid).getByTestId("payout-decision").textContent).toContain("IBAN JP00 1234");
    expect(bodiesFor("PUT /api/staff/payouts/po1")).toEqual([]);
    fireEvent.click(within(paid).getByRole("button", { name: "Mark paid" }));
    await waitFor(() => expect(bodiesFor("PUT /api/staff/payouts/po1")).toEqual([{ status: "paid" }]));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Mark the payout paid?" })).toBeNull());

    fireEvent.click(within(item).getByRole("button", { name: "Mark failed" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark the payout failed?" });
    const confirm = within(dialog).getByRole("button", { name: "Mark failed" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).getByText("Write the reason the hunter will read.")).toBeTruthy();
    expect(within(dialog).getByText("Write the reason the hunter will read.")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
      target: { value: "The IBAN was refused." },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(bodiesFor("PUT /api/staff/payouts/po1")).toEqual([
        { status: "paid" },
        { status: "failed", reason: "The IBAN was refused." },
      ]),
    );
  });
});
