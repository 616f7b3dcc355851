import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../../test/render.tsx";
import { searchOf } from "../../../../test/render-app.tsx";
import { programPath, renderProgramHome } from "../test-info/program-home-test-api.ts";
import { guidelineTemplate } from "./guideline-templates.ts";
import { buildOrgProgram, completeChecks, ORG_ID, readerAbilities } from "./program-home-test-fixtures.ts";

beforeEach(() => {
  vi.spyOn(notifications, "show");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const SQLI = "server_side_injection.sql_injection";
const toastTexts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => toast.message);

describe("program home tabs", () => {
  it("shows a bounty program's six tabs with their checks, and the not-started warning", async () => {
    renderProgramHome({ program: buildOrgProgram({ type: "bounty" }) });
    expect(await screen.findByRole("heading", { name: "Acme Web", level: 1 }, slow)).toBeTruthy();
    const setup = await screen.findByRole("tablist", { name: "Program setup" }, slow);
    expect(
      within(setup)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual([
      "Basic(complete)",
      "Guideline(to do)",
      "Severity(complete)",
      "Scope(to do)",
      "Report Template(to do)",
      "Budget(to do)",
    ]);
    expect(
      screen.getByText(
        "This program is not started: hunters cannot see it until you start it. Complete every tab, then start the program.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "View public page" }).getAttribute("href")).toBe(
      "/programs/acme-web",
    );
  });

  it("has no Severity nor Budget for a vdp program, and no Budget for an internal one", async () => {
    const { unmount } = renderProgramHome({ program: buildOrgProgram({ type: "vdp" }) });
    const setup = await screen.findByRole("tablist", { name: "Program setup" }, slow);
    expect(
      within(setup)
        .getAllByRole("tab")
        .map((tab) => tab.textContent?.replace(/\(.*\)/, "")),
    ).toEqual(["Basic", "Guideline", "Scope", "Report Template"]);
    unmount();
    renderProgramHome({ program: buildOrgProgram({ type: "internal", visibility: "invite" }) });
    const internal = await screen.findByRole("tablist", { name: "Program setup" }, slow);
    expect(within(internal).queryByRole("tab", { name: /Budget/ })).toBeNull();
    expect(within(internal).getByRole("tab", { name: /Severity/ })).toBeTruthy();
  });

  it("keeps the tab in the URL and falls back to Basic for an unknown or missing tab", async () => {
    const { router } = renderProgramHome({ program: buildOrgProgram({ type: "vdp" }) }, "?tab=severity");
    const basic = await screen.findByRole("tab", { name: /Basic/ }, slow);
    expect(basic.getAttribute("aria-selected")).toBe("true");
    fireEvent.click(screen.getByRole("tab", { name: /Scope/ }));
    await waitFor(() => expect(searchOf(router)).toEqual({ tab: "scope" }));
    expect(screen.getByRole("tab", { name: /Scope/ }).getAttribute("aria-selected")).toBe("true");
  });

  it("warns that the budget is getting low once more than 80% is spent", async () => {
    renderProgramHome({
      program: buildOrgProgram({
        type: "bounty",
        activated: true,
        status: "open",
        checks: completeChecks("bounty"),
      }),
      balance: { budget: 100_000, budgetSpent: 85_000 },
    });
    expect(
      await screen.findByText(
        "This program's budget is getting low: more than 80% is spent. Raise the budget or stop the program.",
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/This program is not started/)).toBeNull();
  });

  it("shows a read-only home to members who may not edit", async () => {
    renderProgramHome({ program: buildOrgProgram(), abilities: readerAbilities });
    const name = await screen.findByRole("textbox", { name: "Program name" }, slow);
    expect((name as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Start the Program" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete program" })).toBeNull();
  });
});

describe("saving each tab", () => {
  it("Basic sends the name, the reply time in seconds and the visibility", async () => {
    const { bodiesFor } = renderProgramHome({ program: buildOrgProgram() });
    const save = await screen.findByRole("button", { name: "Save" }, slow);
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole("textbox", { name: "Program name" }), {
      target: { value: "Acme Cloud" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: /Reply time/ }), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("radio", { name: /Invite only/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(bodiesFor(`PUT ${programPath}`)).toEqual([
        { name: "Acme Cloud", replySpeed: 3 * 86_400, visibility: "invite" },
      ]),
    );
    await waitFor(() => expect(toastTexts()).toContain("Success"));
  });

  it("Guideline starts from the bounty template and saves both languages", async () => {
    const { bodiesFor } = renderProgramHome(
      { program: buildOrgProgram({ contents: [{ language: "jp", guidelines: "既存のガイドライン" }] }) },
      "?tab=guideline",
    );
    const english = (await screen.findByRole(
      "textbox",
      { name: "Guideline in English" },
      slow,
    )) as HTMLTextAreaElement;
    expect(english.value).toBe(guidelineTemplate("bounty", "en"));
    expect(english.value).toContain("Safe harbour");
    fireEvent.change(english, { target: { value: "Our rules" } });
    fireEvent.click(screen.getByRole("radio", { name: "Japanese" }));
    const japanese = (await screen.findByRole("textbox", {
      name: "Guideline in Japanese",
    })) as HTMLTextAreaElement;
    expect(japanese.value).toBe("既存のガイドライン");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(bodiesFor(`PUT ${programPath}`)).toEqual([
        {
          contents: [
            { language: "en", guidelines: "Our rules" },
            { language: "jp", guidelines: "既存のガイドライン" },
          ],
        },
      ]),
    );
  });

  it("Severity sends the ranges and shows the API's validation message", async () => {
    const { bodiesFor, fetchMock } = renderProgramHome({ program: buildOrgProgram() }, "?tab=severity");
    const lowTo = await screen.findByRole("textbox", { name: "Low to" }, slow);
    expect((lowTo as HTMLInputElement).value).toBe("¥10,000");
    fireEvent.change(lowTo, { target: { value: "12000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodiesFor(`PUT ${programPath}`)).toHaveLength(1));
    const sent = bodiesFor(`PUT ${programPath}`)[0].rewards;
    expect(sent.criticalityRewards.low).toEqual({ from: 5_000, to: 12_000 });
    expect(sent.criticalityRewards.critical).toEqual({ from: 100_000, to: 300_000 });
    expect(sent.vrts).toEqual([]);

    const answer = jsonResponse(400, {
      error: { code: "validation_failed", message: "rewards.vrts: Use at most 500 specific rewards." },
    });
    const realFetch = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      init?.method === "PUT" ? Promise.resolve(answer) : realFetch(input, init),
    );
    fireEvent.change(await screen.findByRole("textbox", { name: "Low to" }), { target: { value: "13000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("rewards.vrts: Use at most 500 specific rewards.")).toBeTruthy();
  });

  it("Severity adds a specific reward for a taxonomy entry", async () => {
    const { bodiesFor } = renderProgramHome({ program: buildOrgProgram() }, "?tab=severity");
    fireEvent.click(await screen.findByRole("button", { name: "Add a specific reward" }, slow));
    fireEvent.change(await screen.findByRole("combobox", { name: "Add a specific reward" }), {
      target: { value: "SQL" },
    });
    fireEvent.click(await screen.findByRole("option", { name: /^SQL Injection/ }));
    const row = await screen.findByTestId(`vrt-reward-${SQLI}`);
    fireEvent.change(within(row).getByRole("textbox", { name: /SQL Injection to$/ }), {
      target: { value: "200000" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodiesFor(`PUT ${programPath}`)).toHaveLength(1));
    expect(bodiesFor(`PUT ${programPath}`)[0].rewards.vrts).toEqual([
      { vrtId: SQLI, criticality: "medium", from: 10_000, to: 200_000 },
    ]);
  }, 20_000);

  it("Severity refuses an upper bound below the lower one before sending", async () => {
    const { bodiesFor } = renderProgramHome({ program: buildOrgProgram() }, "?tab=severity");
    fireEvent.change(await screen.findByRole("textbox", { name: "High to" }, slow), {
      target: { value: "10" },
    });
    expect(await screen.findByText("The upper bound must not be below the lower one.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    expect(bodiesFor(`PUT ${programPath}`)).toEqual([]);
  });

  it("Report Template starts from the default template and saves it", async () => {
    const { bodiesFor } = renderProgramHome({ program: buildOrgProgram() }, "?tab=reportTemplate");
    const text = (await screen.findByRole(
      "textbox",
      { name: "Report template" },
      slow,
    )) as HTMLTextAreaElement;
    expect(text.value).toContain("## Steps to reproduce");
    fireEvent.change(text, { target: { value: "Tell us everything" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(bodiesFor(`PUT ${programPath}`)).toEqual([{ reportTemplate: "Tell us everything" }]),
    );
  });

  it("Budget shows budget and spent, and sends a whole non-negative budget with an Idempotency-Key", async () => {
    const { bodiesFor, headersOf } = renderProgramHome(
      { program: buildOrgProgram(), balance: { budget: 500_000, budgetSpent: 120_000 } },
      "?tab=budget",
    );
    expect((await screen.findByTestId("budget-total", {}, slow)).textContent).toBe("¥500,000");
    expect(screen.getByTestId("budget-spent").textContent).toBe("¥120,000");
    const input = screen.getByRole("textbox", { name: /New budget/ });
    fireEvent.change(input, { target: { value: "-5" } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe("¥0");
    fireEvent.change(input, { target: { value: "800000" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(bodiesFor(`PUT ${programPath}/balance`)).toEqual([{ budget: 800_000 }]));
    expect(headersOf(`PUT ${programPath}/balance`)[0]!["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText("¥800,000")).toBeTruthy();
  });
});

describe("scope", () => {
  it("shows the API's 409 under a vdp identifier", async () => {
    const { bodiesFor } = renderProgramHome(
      {
        program: buildOrgProgram({ type: "vdp" }),
        scopeAnswer: () =>
          jsonResponse(409, {
            error: { code: "conflict", message: "This identifier is taken. Please choose another one" },
          }),
      },
      "?tab=scope",
    );
    fireEvent.click(await screen.findByRole("button", { name: "Add scope" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Add scope" });
    expect(within(dialog).queryByRole("combobox", { name: /Category/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Identifier/ }), {
      target: { value: "*.acme.test" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add scope" }));
    expect(
      await within(dialog).findByText("This identifier is taken. Please choose another one"),
    ).toBeTruthy();
    expect(bodiesFor(`POST ${programPath}/scopes_groups`)).toEqual([
      { type: [], identifier: "*.acme.test", description: "", scopes: [] },
    ]);
  });

  it("needs a category and a target for a bounty program, and sends Any as no scopes", async () => {
    const { bodiesFor } = renderProgramHome({ program: buildOrgProgram() }, "?tab=scope");
    fireEvent.click(await screen.findByRole("button", { name: "Add scope" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Add scope" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add scope" }));
    expect(await within(dialog).findByText("Pick at least one category.")).toBeTruthy();
    expect(within(dialog).getByText("Enter the target URL or location.")).toBeTruthy();
    expect(bodiesFor(`POST ${programPath}/scopes_groups`)).toEqual([]);

    fireEvent.click(within(dialog).getByRole("combobox", { name: /Category/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Web Service", hidden: true }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Target URL\/Location/ }), {
      target: { value: "https://acme.test" },
    });
    expect((within(dialog).getByRole("radio", { name: "Any" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Add scope" }));
    await waitFor(() =>
      expect(bodiesFor(`POST ${programPath}/scopes_groups`)).toEqual([
        { type: ["domain"], identifier: "https://acme.test", description: "", scopes: [] },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add scope" })).toBeNull());
  });
});

describe("scope groups", () => {
  const group = {
    id: "g1",
    type: ["domain" as const, "api" as const],
    identifier: "https://shop.acme.test",
    description: "The shop",
    scopes: [{ id: "s1", vrtId: SQLI, criticality: null }],
  };

  it("lists a group with its categories and types, edits it and deletes it after a confirmation", async () => {
    const { bodiesFor, changes } = renderProgramHome(
      { program: buildOrgProgram({ scopeGroups: [group] }) },
      "?tab=scope",
    );
    const card = await screen.findByTestId("scope-https://shop.acme.test", {}, slow);
    expect(within(card).getByText("Web Service")).toBeTruthy();
    expect(within(card).getByText("REST Api")).toBeTruthy();
    expect(within(card).getByText(/Vulnerability types: .*SQL Injection/)).toBeTruthy();

    fireEvent.click(within(card).getByRole("button", { name: "Edit https://shop.acme.test" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit scope" });
    expect((within(dialog).getByRole("radio", { name: "Specific" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole("radio", { name: "Any" }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Description" }), {
      target: { value: "The shop and checkout" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(bodiesFor(`PUT ${programPath}/scopes_groups/g1`)).toEqual([
        {
          type: ["domain", "api"],
          identifier: "https://shop.acme.test",
          description: "The shop and checkout",
          scopes: [],
        },
      ]),
    );

    fireEvent.click(within(card).getByRole("button", { name: "Delete https://shop.acme.test" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this scope?" });
    expect(changes()).toEqual([`PUT ${programPath}/scopes_groups/g1`]);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(changes()).toEqual([
        `PUT ${programPath}/scopes_groups/g1`,
        `DELETE ${programPath}/scopes_groups/g1`,
      ]),
    );
  }, 20_000);
});

describe("scope, specific types", () => {
  it("sends the picked vulnerability types of a Specific scope", async () => {
    const { bodiesFor } = renderProgramHome({ program: buildOrgProgram() }, "?tab=scope");
    fireEvent.click(await screen.findByRole("button", { name: "Add scope" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Add scope" });
    fireEvent.click(within(dialog).getByRole("combobox", { name: /Category/ }));
    fireEvent.click(await screen.findByRole("option", { name: "REST Api", hidden: true }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Target URL\/Location/ }), {
      target: { value: "https://api.acme.test" },
    });
    fireEvent.click(within(dialog).getByRole("radio", { name: "Specific" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add scope" }));
    expect(await within(dialog).findByText("Pick at least one vulnerability type.")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("combobox", { name: "Add a vulnerability type" }), {
      target: { value: "SQL" },
    });
    fireEvent.click(await within(dialog).findByRole("option", { name: /^SQL Injection/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Add scope" }));
    await waitFor(() =>
      expect(bodiesFor(`POST ${programPath}/scopes_groups`)).toEqual([
        { type: ["api"], identifier: "https://api.acme.test", description: "", scopes: [{ vrtId: SQLI }] },
      ]),
    );
  }, 20_000);
});

describe("activation", () => {
  it("keeps Start disabled, naming the tabs to complete, until the program is startable", async () => {
    const { changes } = renderProgramHome({ program: buildOrgProgram() });
    const start = await screen.findByRole("button", { name: "Start the Program" }, slow);
    expect((start as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Complete these tabs first: Guideline, Scope, Report Template")).toBeTruthy();
    fireEvent.click(start);
    expect(changes()).toEqual([]);
  });

  it("starts a startable program", async () => {
    const { bodiesFor } = renderProgramHome({
      program: buildOrgProgram({ checks: completeChecks("bounty") }),
    });
    const start = await screen.findByRole("button", { name: "Start the Program" }, slow);
    expect((start as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(start);
    await waitFor(() => expect(bodiesFor(`PUT ${programPath}`)).toEqual([{ activated: true }]));
    expect(await screen.findByRole("button", { name: "Stop" })).toBeTruthy();
  });

  it("requests a vdp program's activation, then cancels the request", async () => {
    const { changes } = renderProgramHome({
      program: buildOrgProgram({ type: "vdp", checks: completeChecks("vdp") }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Request activation" }, slow));
    expect(await screen.findByText(/it takes under one business day and we will e-mail you/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel request" }));
    expect(await screen.findByRole("button", { name: "Request activation" })).toBeTruthy();
    expect(changes()).toEqual([
      `POST ${programPath}/activation_request`,
      `DELETE ${programPath}/activation_request`,
    ]);
  });

  it("stops an open program after the confirmation and goes back to the program list", async () => {
    const { bodiesFor, router } = renderProgramHome({
      program: buildOrgProgram({ activated: true, status: "open", checks: completeChecks("bounty") }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Stop" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Stop this program?" });
    expect(bodiesFor(`PUT ${programPath}`)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Stop" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/organizations/${ORG_ID}/programs`));
    expect(bodiesFor(`PUT ${programPath}`)).toEqual([{ status: "stopped" }]);
  });

  it("opens a stopped program again", async () => {
    const { bodiesFor } = renderProgramHome({
      program: buildOrgProgram({ activated: true, status: "stopped", checks: completeChecks("bounty") }),
    });
    expect(await screen.findByText(/The program is stopped/, {}, slow)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Stop" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    await waitFor(() => expect(bodiesFor(`PUT ${programPath}`)).toEqual([{ status: "open" }]));
  });

  it("deletes the program after the confirmation and goes back to the program list", async () => {
    const { changes, router } = renderProgramHome({ program: buildOrgProgram() });
    fireEvent.click(await screen.findByRole("button", { name: "Delete program" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Delete Acme Web?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete program" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/organizations/${ORG_ID}/programs`));
    expect(changes()).toEqual([`DELETE ${programPath}`]);
    await waitFor(() => expect(toastTexts()).toContain("The program was deleted."));
  });
});

describe("program layout", () => {
  it("shows the not-found page for a program of another organization", async () => {
    renderProgramHome({
      program: buildOrgProgram({
        organization: { id: "3c1d2e3f-0000-4000-8000-000000000001", name: "Other", icon: null },
      }),
    });
    expect(await screen.findByText("This page does not exist", {}, slow)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Acme Web" })).toBeNull();
  });
});
