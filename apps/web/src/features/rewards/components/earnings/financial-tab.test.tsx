import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../../test/render.tsx";
import { FinancialTab } from "./financial-tab.tsx";

afterEach(() => vi.unstubAllGlobals());

const baseRoutes = {
  "GET /api/users/u1/balance": () => jsonResponse(200, { data: { balance: 12345 } }),
  "GET /api/users/authenticated/credits": () =>
    jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 1000 } }),
  "GET /api/users/u1/private": () => jsonResponse(200, { data: null }),
  "GET /api/users/u1/billing": () => jsonResponse(200, { data: null }),
  "GET /api/users/authenticated/movements": () =>
    jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 20 } }),
};

const filledDetails = {
  "GET /api/users/u1/private": () =>
    jsonResponse(200, {
      data: {
        name: "Ada Lovelace",
        address: { firstLine: "1 Analytical Way", secondLine: "" },
        postCode: "100-0001",
        city: "Tokyo",
        country: "JP",
      },
    }),
  "GET /api/users/u1/billing": () =>
    jsonResponse(200, { data: { type: "paypal", identifier: "ada@paypal.test" } }),
};

async function openWithdraw() {
  const button = (await screen.findByRole("button", { name: "Withdraw" })) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

const credit = (programId: string, slug: string, amount: number, system = "money") => ({
  id: `credit-${slug}`,
  system,
  amount,
  program: { id: programId, activated: true, slug, name: `${slug} program`, organizationName: "Acme" },
});

const payout = (status: string, failureReason = "") => ({
  id: `payout-${status}`,
  amount: 10_000,
  status,
  failureReason,
  createdAt: "2026-11-20T10:00:00.000Z",
  decidedAt: status === "pending" ? null : "2026-11-21T10:00:00.000Z",
});

describe("FinancialTab", () => {
  it("shows the balance in yen and the empty credit list", async () => {
    const { fetchMock } = mockApi(baseRoutes);
    renderWithApp(<FinancialTab user={buildUser()} />);
    expect(await screen.findByText("¥12,345")).toBeTruthy();
    expect(await screen.findByText("No credits yet")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/users/authenticated/credits?perPage=1000",
      expect.anything(),
    );
  });

  it("refuses blank required fields, then sends the private information trimmed", async () => {
    const { bodiesFor } = mockApi({
      ...baseRoutes,
      "PUT /api/users/u1/private": (body) => {
        const input = body as Record<string, string>;
        return jsonResponse(200, {
          data: {
            name: input.name,
            address: { firstLine: input.address1, secondLine: input.address2 },
            postCode: input.postCode,
            city: input.city,
            country: input.country,
          },
        });
      },
    });
    renderWithApp(<FinancialTab user={buildUser({ country: "JP" })} />);
    const save = await screen.findByRole("button", { name: "Save private information" });
    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "   " } });
    fireEvent.click(save);

    expect(await screen.findByText("Enter your full name.")).toBeTruthy();
    expect(screen.getByText("Enter the first line of your address.")).toBeTruthy();
    expect(screen.getByText("Enter your postcode.")).toBeTruthy();
    expect(screen.getByText("Enter your city.")).toBeTruthy();
    expect(screen.getByText("Pick a country from the list.")).toBeTruthy();
    expect(bodiesFor("PUT /api/users/u1/private")).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Full name/), { target: { value: "  Ada Lovelace " } });
    fireEvent.change(screen.getByLabelText(/Address line 1/), { target: { value: " 1 Analytical Way" } });
    fireEvent.change(screen.getByLabelText(/Postcode/), { target: { value: "100-0001 " } });
    fireEvent.change(screen.getByLabelText(/City/), { target: { value: " Tokyo" } });
    const country = screen.getByPlaceholderText("Select a country");
    fireEvent.click(country);
    fireEvent.click(await screen.findByRole("option", { name: "Japan", hidden: true }));
    fireEvent.click(save);

    await waitFor(() =>
      expect(bodiesFor("PUT /api/users/u1/private")).toEqual([
        {
          name: "Ada Lovelace",
          address1: "1 Analytical Way",
          address2: "",
          postCode: "100-0001",
          city: "Tokyo",
          country: "JP",
        },
      ]),
    );
    await waitFor(() =>
      expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe("Ada Lovelace"),
    );
  });

  it("asks a bank account for an IBAN or a BIC, and sends either", async () => {
    const { bodiesFor } = mockApi({
      ...baseRoutes,
      "PUT /api/users/u1/billing": (body) => jsonResponse(200, { data: body }),
    });
    renderWithApp(<FinancialTab user={buildUser()} />);
    const save = await screen.findByRole("button", { name: "Save payment method" });
    fireEvent.click(screen.getByRole("radio", { name: "Bank transfer" }));
    fireEvent.change(screen.getByLabelText("IBAN"), { target: { value: "  " } });
    fireEvent.click(save);
    expect(await screen.findByText("Enter an IBAN or a BIC/Swift/IFSC code.")).toBeTruthy();
    expect(bodiesFor("PUT /api/users/u1/billing")).toEqual([]);

    fireEvent.change(screen.getByLabelText("BIC / Swift / IFSC"), { target: { value: " BNPAFRPP " } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(bodiesFor("PUT /api/users/u1/billing")).toEqual([{ type: "bank", iban: "", other: "BNPAFRPP" }]),
    );
  });

  it("asks PayPal for a non-blank identifier", async () => {
    const { bodiesFor } = mockApi(baseRoutes);
    renderWithApp(<FinancialTab user={buildUser()} />);
    const save = await screen.findByRole("button", { name: "Save payment method" });
    fireEvent.change(screen.getByLabelText(/PayPal e-mail or identifier/), { target: { value: "   " } });
    fireEvent.click(save);
    expect(await screen.findByText("Enter your PayPal e-mail or identifier.")).toBeTruthy();
    expect(bodiesFor("PUT /api/users/u1/billing")).toEqual([]);
  });

  it("withdraws from the balance through the largest yen credit, with one Idempotency-Key per opening", async () => {
    const { fetchMock, bodiesFor } = mockApi({
      ...baseRoutes,
      ...filledDetails,
      "GET /api/users/u1/balance": () => jsonResponse(200, { data: { balance: 25_000 } }),
      "GET /api/users/authenticated/credits": () =>
        jsonResponse(200, {
          data: [
            credit("p-small", "small", 5_000),
            credit("p-big", "big", 20_000),
            credit("p-pts", "pts", 900_000, "point"),
          ],
          meta: { total: 3, page: 1, perPage: 1000 },
        }),
      "POST /api/programs/p-big/credits/u1/withdrawal": () => jsonResponse(201, { data: payout("pending") }),
    });
    renderWithApp(<FinancialTab user={buildUser()} />);
    await openWithdraw();
    const dialog = await screen.findByRole("dialog", { name: "Withdraw" });
    const amount = (await screen.findByLabelText(/Amount in yen/)) as HTMLInputElement;
    expect(amount.value).toBe("¥25,000");
    fireEvent.change(amount, { target: { value: "9999" } });
    fireEvent.blur(amount);
    expect(await screen.findByText("Withdraw a whole number of yen, at least ¥10,000.")).toBeTruthy();
    fireEvent.change(amount, { target: { value: "30000" } });
    expect(await screen.findByText("Your balance is ¥25,000.")).toBeTruthy();
    fireEvent.change(amount, { target: { value: "12000" } });
    const send = Array.from(dialog.querySelectorAll("button")).find((b) => b.textContent === "Withdraw")!;
    await waitFor(() => expect(screen.queryByText("Your balance is ¥25,000.")).toBeNull());
    fireEvent.click(send);
    await waitFor(() =>
      expect(bodiesFor("POST /api/programs/p-big/credits/u1/withdrawal")).toEqual([{ amount: 12_000 }]),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes("/withdrawal"))!;
    expect(new Headers(init?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    // The dialog closes and the balance, credits and history are read again.
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Withdraw" })).toBeNull());
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/users/u1/balance")).toHaveLength(2),
    );
  });

  it("asks for the private information and payment method before a withdrawal, and holds it below ¥10,000", async () => {
    mockApi({
      ...baseRoutes,
      "GET /api/users/authenticated/credits": () =>
        jsonResponse(200, {
          data: [credit("p1", "one", 12_345)],
          meta: { total: 1, page: 1, perPage: 1000 },
        }),
    });
    renderWithApp(<FinancialTab user={buildUser()} />);
    await openWithdraw();
    expect(
      await screen.findByText(
        "Fill in your private information and your payment method below before withdrawing.",
      ),
    ).toBeTruthy();
    const dialog = await screen.findByRole("dialog", { name: "Withdraw" });
    const send = Array.from(dialog.querySelectorAll("button")).find((b) => b.textContent === "Withdraw")!;
    expect(send.disabled).toBe(true);
  });

  it("keeps Withdraw off below the minimum", async () => {
    mockApi({
      ...baseRoutes,
      "GET /api/users/u1/balance": () => jsonResponse(200, { data: { balance: 9_999 } }),
    });
    renderWithApp(<FinancialTab user={buildUser()} />);
    expect(await screen.findByText("¥9,999")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Withdraw" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lists the history with each withdrawal's transfer status and a failure's reason", async () => {
    mockApi({
      ...baseRoutes,
      "GET /api/users/authenticated/movements": () =>
        jsonResponse(200, {
          data: [
            {
              id: "m4",
              kind: "payout_returned",
              amount: 10_000,
              system: "money",
              program: { slug: "kiwi", name: "Kiwi", organizationName: "Acme" },
              payout: payout("failed", "The IBAN was refused."),
              createdAt: "2026-11-21T10:00:00.000Z",
            },
            {
              id: "m3",
              kind: "withdrawal",
              amount: -10_000,
              system: "money",
              program: { slug: "kiwi", name: "Kiwi", organizationName: "Acme" },
              payout: payout("failed", "The IBAN was refused."),
              createdAt: "2026-11-20T10:00:00.000Z",
            },
            {
              id: "m2",
              kind: "withdrawal",
              amount: -10_000,
              system: "money",
              program: null,
              payout: payout("paid"),
              createdAt: "2026-11-19T10:00:00.000Z",
            },
            {
              id: "m1",
              kind: "reward",
              amount: 300,
              system: "point",
              program: { slug: "red", name: "Red team", organizationName: "Acme" },
              payout: null,
              createdAt: "2026-11-18T10:00:00.000Z",
            },
          ],
          meta: { total: 4, page: 1, perPage: 20 },
        }),
    });
    renderWithApp(<FinancialTab user={buildUser()} />);
    const table = await screen.findByTestId("movements");
    const rows = Array.from(table.querySelectorAll("tbody tr")).map((r) => r.textContent);
    expect(rows[0]).toContain("Failed transfer returned");
    expect(rows[0]).toContain("+¥10,000");
    expect(rows[1]).toContain("Transfer failed");
    expect(rows[1]).toContain("The IBAN was refused.");
    expect(rows[1]).toContain("-¥10,000");
    expect(rows[2]).toContain("Paid");
    expect(rows[2]).toContain("A deleted program");
    expect(rows[3]).toContain("+300 P");
    expect(rows[3]).toContain("Red team");
  });
});
