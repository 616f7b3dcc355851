import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { creditHunterMoney, debitAccount } from "./users.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
const put = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: "PUT", url, headers, payload });

const address = { name: "Ada Lovelace", address1: "12 St James's Sq", postCode: "SW1Y 4JH", city: "London" };

describe("private information", () => {
  it("is null before it is filled in", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await get(`/api/users/${user.id}/private`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it("saves trimmed values and reads them back", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await put(`/api/users/${user.id}/private`, headers, {
      name: "  Ada Lovelace ",
      address1: " 12 St James's Sq ",
      address2: "   ",
      postCode: " SW1Y 4JH",
      city: "London  ",
      country: "GB",
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      name: "Ada Lovelace",
      address: { firstLine: "12 St James's Sq", secondLine: "" },
      postCode: "SW1Y 4JH",
      city: "London",
      country: "GB",
    };
    expect(res.json().data).toEqual(expected);
    expect((await get(`/api/users/${user.id}/private`, headers)).json().data).toEqual(expected);
  });

  it("replaces earlier values", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    await put(`/api/users/${user.id}/private`, headers, { ...address, address2: "Flat 1", country: "GB" });
    const res = await put(`/api/users/${user.id}/private`, headers, {
      ...address,
      city: "Paris",
      country: "FR",
    });
    expect(res.json().data).toMatchObject({ city: "Paris", country: "FR", address: { secondLine: "" } });
  });

  it.each([
    ["name", "name: Full name is required."],
    ["address1", "address1: Address line 1 is required."],
    ["postCode", "postCode: Postcode is required."],
    ["city", "city: City is required."],
  ])("refuses a blank %s", async (field, message) => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await put(`/api/users/${user.id}/private`, headers, {
      ...address,
      country: "GB",
      [field]: "   ",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: "validation_failed", message });
    expect((await get(`/api/users/${user.id}/private`, headers)).json().data).toBeNull();
  });

  it("refuses a missing country, an unknown one and unknown keys", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const url = `/api/users/${user.id}/private`;
    expect((await put(url, headers, address)).json().error.message).toMatch(/^country: /);
    expect((await put(url, headers, { ...address, country: "ZZ" })).json().error.message).toBe(
      "country: Pick a country from the list.",
    );
    const extra = await put(url, headers, { ...address, country: "GB", userId: user.id });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toBe("Unknown field: userId.");
  });
});

describe("billing", () => {
  it("is null before it is set", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    expect((await get(`/api/users/${user.id}/billing`, headers)).json()).toEqual({ data: null });
  });

  it("saves PayPal, then switches to a bank account", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const url = `/api/users/${user.id}/billing`;
    const paypal = await put(url, headers, { type: "paypal", identifier: " ada@example.test " });
    expect(paypal.statusCode).toBe(200);
    expect(paypal.json().data).toEqual({ type: "paypal", identifier: "ada@example.test" });
    expect((await get(url, headers)).json().data).toEqual({ type: "paypal", identifier: "ada@example.test" });

    const bank = await put(url, headers, { type: "bank", iban: "GB33BUKB20201555555555" });
    expect(bank.json().data).toEqual({ type: "bank", iban: "GB33BUKB20201555555555", other: "" });
    expect((await get(url, headers)).json().data).toEqual({
      type: "bank",
      iban: "GB33BUKB20201555555555",
      other: "",
    });
  });

  it("accepts a bank account with a BIC only", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await put(`/api/users/${user.id}/billing`, headers, { type: "bank", other: " BUKBGB22 " });
    expect(res.json().data).toEqual({ type: "bank", iban: "", other: "BUKBGB22" });
  });

  it.each([
    [{ type: "paypal", identifier: "   " }, "identifier: Enter your PayPal e-mail or identifier."],
    [{ type: "paypal" }, "identifier: "],
    [{ type: "bank" }, "iban: Enter an IBAN or a BIC/Swift/IFSC code."],
    [{ type: "bank", iban: "  ", other: " " }, "iban: Enter an IBAN or a BIC/Swift/IFSC code."],
    [{ type: "cash", identifier: "x" }, "type: "],
    [{ type: "paypal", identifier: "a@b.test", iban: "X" }, "Unknown field: iban."],
  ])("refuses %j", async (payload, message) => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await put(`/api/users/${user.id}/billing`, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message.startsWith(message)).toBe(true);
    expect((await get(`/api/users/${user.id}/billing`, headers)).json().data).toBeNull();
  });
});

describe("balance", () => {
  it("is 0 without any ledger account", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    expect((await get(`/api/users/${user.id}/balance`, headers)).json()).toEqual({ data: { balance: 0 } });
  });

  it("sums the entries of the user's hunter_money accounts only", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const other = await buildSignedInUser(t.ctx);
    const db = t.ctx.database.db;
    const { hunterAccountId } = await creditHunterMoney(db, user.id, 30_000);
    await creditHunterMoney(db, user.id, 12_500);
    await debitAccount(db, hunterAccountId, 10_000);
    await creditHunterMoney(db, other.user.id, 99_999);
    const res = await get(`/api/users/${user.id}/balance`, headers);
    expect(res.json()).toEqual({ data: { balance: 32_500 } });
    expect((await get(`/api/users/${other.user.id}/balance`, other.headers)).json().data.balance).toBe(
      99_999,
    );
  });
});

describe("settings", () => {
  it("reads the stored settings", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx, { settings: { language: "ja", theme: "dark" } });
    expect((await get(`/api/users/${user.id}/settings`, headers)).json()).toEqual({
      data: { language: "ja", theme: "dark" },
    });
  });

  it("changes only what is sent", async () => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const url = `/api/users/${user.id}/settings`;
    expect((await put(url, headers, { theme: "dark" })).json().data).toEqual({
      language: "en",
      theme: "dark",
    });
    expect((await put(url, headers, { language: "fr" })).json().data).toEqual({
      language: "fr",
      theme: "dark",
    });
    expect((await put(url, headers, {})).json().data).toEqual({ language: "fr", theme: "dark" });
    const me = await get("/api/users/authenticated", headers);
    expect(me.json().data.settings).toEqual({ language: "fr", theme: "dark" });
  });

  it.each([
    [{ language: "de" }, "language: "],
    [{ theme: "blue" }, "theme: "],
    [{ theme: "dark", fontSize: 12 }, "Unknown field: fontSize."],
  ])("refuses %j", async (payload, message) => {
    const { user, headers } = await buildSignedInUser(t.ctx);
    const res = await put(`/api/users/${user.id}/settings`, headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message.startsWith(message)).toBe(true);
  });
});
