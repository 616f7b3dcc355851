import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { FinancialTab } from "./financial-tab.tsx";

afterEach(() => vi.unstubAllGlobals());

const baseRoutes = {
  "GET /api/users/u1/balance": () => jsonResponse(200, { data: { balance: 12345 } }),
  "GET /api/users/authenticated/credits": () =>
    jsonResponse(200, { data: [], meta: { total: 0, page: 1, perPage: 1000 } }),
  "GET /api/users/u1/private": () => jsonResponse(200, { data: null }),
  "GET /api/users/u1/billing": () => jsonResponse(200, { data: null }),
};

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
});
