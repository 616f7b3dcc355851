import type { Program, ProgramAbilities, ProgramInvite, TestInfoRequest } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, renderWithApp } from "../../../../test/render.tsx";
import {
  adminProgramAbilities,
  buildProgram,
  buildTestInfo,
  mockProgramApi,
  ORG,
  ok,
  PROGRAM,
  readOnlyProgramAbilities,
  restoreMocks,
} from "../settings/program-settings.fixtures.ts";
import { ProgramTestPage } from "./program-test-page.tsx";

afterEach(restoreMocks);
const slow = { timeout: 5000 };
const base = `/api/programs/${PROGRAM}`;
const form = { id: "f1", title: "Test account", description: "Tell us your e-mail." };

interface TestPageState {
  program?: Program;
  abilities?: ProgramAbilities;
  requests?: TestInfoRequest[];
  invites?: ProgramInvite[];
}

function renderTestPage({
  program = buildProgram({ testForms: [form] }),
  abilities = adminProgramAbilities,
  requests = [],
  invites = [],
}: TestPageState = {}) {
  let links = [...invites];
  const api = mockProgramApi(program, abilities, {
    [`GET ${base}/test/info`]: () =>
      jsonResponse(200, { data: requests, meta: { total: requests.length, page: 1, perPage: 20 } }),
    [`PUT ${base}/test/info/r1`]: ok(requests[0]),
    [`POST ${base}/test/forms`]: ok({ id: "f2", title: "VPN", description: "" }),
    [`PUT ${base}/test/forms/f1`]: ok(form),
    [`DELETE ${base}/test/forms/f1`]: ok({ ok: true, deletedRequests: 2 }),
    [`GET ${base}/activation_request`]: ok(null),
    [`GET ${base}/invites`]: () => jsonResponse(200, { data: links }),
    [`POST ${base}/invites`]: () => {
      links = [{ id: "i2", createdAt: "2025-03-01T00:00:00.000Z" }];
      return jsonResponse(201, { data: links[0] });
    },
    [`DELETE ${base}/invites/i1`]: () => {
      links = [];
      return ok({ ok: true })();
    },
  });
  const view = renderWithApp(<ProgramTestPage programId={PROGRAM} />);
  return { ...view, ...api };
}

describe("program test page, test-information forms", () => {
  it("adds a form only with a non-blank title", async () => {
    const { bodiesFor } = renderTestPage();
    fireEvent.click(await screen.findByRole("button", { name: "Add a form" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Add a form" });
    const save = within(dialog).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Title" }), { target: { value: "   " } });
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Title" }), { target: { value: " VPN " } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(bodiesFor(`POST ${base}/test/forms`)).toEqual([{ title: "VPN", description: "" }]),
    );
  });

  it("edits a form with PUT", async () => {
    const { bodiesFor } = renderTestPage();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Test account" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Edit the form" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Title" }), {
      target: { value: "Test accounts" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(bodiesFor(`PUT ${base}/test/forms/f1`)).toEqual([
        { title: "Test accounts", description: "Tell us your e-mail." },
      ]),
    );
  });

  it("deletes a form after a warning that its answers go too", async () => {
    const { writes } = renderTestPage();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Test account" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Delete this form?" });
    expect(
      within(dialog).getByText(/every request made through it go, with the information you gave/),
    ).toBeTruthy();
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete form" }));
    await waitFor(() => expect(writes()).toEqual([`DELETE ${base}/test/forms/f1`]));
  });
});

describe("program test page, requests", () => {
  const buttonsOf = (card: HTMLElement) =>
    within(card)
      .queryAllByRole("button")
      .map((b) => b.textContent);

  it("offers the actions each status allows, idle shown as Requesting", async () => {
    renderTestPage({
      requests: [
        buildTestInfo("r1", "idle"),
        buildTestInfo("r2", "accepted"),
        buildTestInfo("r3", "finalized"),
      ],
    });
    const idle = await screen.findByTestId("test-info-r1", {}, slow);
    expect(within(idle).getByText("Requesting")).toBeTruthy();
    expect(within(idle).getByText("Please give me an account.")).toBeTruthy();
    expect(buttonsOf(idle)).toEqual(["Accept", "Reject"]);
    expect(buttonsOf(screen.getByTestId("test-info-r2"))).toEqual(["Update info", "Finalize", "Revoke"]);
    expect(buttonsOf(screen.getByTestId("test-info-r3"))).toEqual(["Update info"]);
  });

  it("accepts with the information to give; the dialog cannot be sent blank", async () => {
    const { bodiesFor } = renderTestPage({ requests: [buildTestInfo("r1", "idle")] });
    const card = await screen.findByTestId("test-info-r1", {}, slow);
    fireEvent.click(within(card).getByRole("button", { name: "Accept" }));
    const dialog = await screen.findByRole("dialog", { name: "Accept the request" });
    const submit = within(dialog).getByRole("button", { name: "Accept" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const text = within(dialog).getByRole("textbox", { name: "The information to give" });
    fireEvent.change(text, { target: { value: "  \n " } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(text, { target: { value: " user: test / pass: test " } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(bodiesFor(`PUT ${base}/test/info/r1`)).toEqual([
        { action: "accept", message: "user: test / pass: test" },
      ]),
    );
  });

  it("rejects with a reason", async () => {
    const { bodiesFor } = renderTestPage({ requests: [buildTestInfo("r1", "idle")] });
    const card = await screen.findByTestId("test-info-r1", {}, slow);
    fireEvent.click(within(card).getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the request" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Reason" }), {
      target: { value: "Out of scope" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    await waitFor(() =>
      expect(bodiesFor(`PUT ${base}/test/info/r1`)).toEqual([{ action: "reject", message: "Out of scope" }]),
    );
  });

  it("opens each answer dialog empty, even after a cancelled one", async () => {
    renderTestPage({ requests: [buildTestInfo("r1", "idle")] });
    const card = await screen.findByTestId("test-info-r1", {}, slow);
    fireEvent.click(within(card).getByRole("button", { name: "Accept" }));
    const accept = await screen.findByRole("dialog", { name: "Accept the request" });
    fireEvent.change(within(accept).getByRole("textbox"), { target: { value: "draft" } });
    fireEvent.click(within(accept).getByRole("button", { name: "Cancel" }));
    fireEvent.click(within(card).getByRole("button", { name: "Reject" }));
    const reject = await screen.findByRole("dialog", { name: "Reject the request" });
    expect((within(reject).getByRole("textbox", { name: "Reason" }) as HTMLTextAreaElement).value).toBe("");
  });

  it("gives read-only viewers the forms without controls, and never asks for the staff-only lists", async () => {
    const { reads } = renderTestPage({
      abilities: readOnlyProgramAbilities,
      requests: [buildTestInfo("r1", "idle")],
    });
    expect(
      await screen.findByText(
        "Only the organization's admin and the program's managers see the invite link and the test-information requests.",
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(screen.getByText("Test account")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a form" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Test account" })).toBeNull();
    expect(screen.queryByTestId("test-info-r1")).toBeNull();
    // Those lists answer 403 to a plain member: asking for them made the tab Not Found (issue 44).
    expect(reads(`${base}/test/info`)).toEqual([]);
    expect(reads(`${base}/invites`)).toEqual([]);
  });
});

describe("program test page, invite link and state", () => {
  it("creates the invite link and shows the join URL", async () => {
    const { writes } = renderTestPage();
    fireEvent.click(await screen.findByRole("button", { name: "Create invite link" }, slow));
    await waitFor(() => expect(writes()).toEqual([`POST ${base}/invites`]));
    const link = (await screen.findByTestId("program-invite-link")) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/programs/kiwi/join?i=i2`);
  });

  it("resets the link after confirming: delete, then create", async () => {
    const { writes } = renderTestPage({ invites: [{ id: "i1", createdAt: "2025-02-01T00:00:00.000Z" }] });
    fireEvent.click(await screen.findByRole("button", { name: "Reset link" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Reset the invite link?" });
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Reset link" }));
    await waitFor(() => expect(writes()).toEqual([`DELETE ${base}/invites/i1`, `POST ${base}/invites`]));
  });

  it("has no invite link for public programs, shows no activation request and the triage flag", async () => {
    renderTestPage({ program: buildProgram({ visibility: "public" }) });
    expect(await screen.findByText("No activation request", {}, slow)).toBeTruthy();
    expect(within(screen.getByTestId("triage-flag")).getByText("Not enabled for this program")).toBeTruthy();
    expect(screen.queryByText("Invite link")).toBeNull();
  });

  it("shows a bounty program's balance in yen", async () => {
    const { fetchMock } = renderTestPage({ program: buildProgram({ type: "bounty", visibility: "public" }) });
    fetchMock.mockImplementation(
      (
        (original) => (input: RequestInfo | URL, init?: RequestInit) =>
          String(input).startsWith(`${base}/balance`)
            ? Promise.resolve(jsonResponse(200, { data: { budget: 1_000_000, budgetSpent: 250_000 } }))
            : original(input, init)
      )(fetchMock.getMockImplementation()!),
    );
    const balance = await screen.findByTestId("program-balance", {}, slow);
    await waitFor(() => expect(balance.textContent).toContain("¥250,000 spent of ¥1,000,000"));
  });
});

describe("the test page's loader", () => {
  it("answers Not Found when the program's test information is missing (spec 2 §8)", async () => {
    const { renderAppAt } = await import("../../../../test/render-app.tsx");
    const { buildUser } = await import("../../../../test/factories.ts");
    mockProgramApi(buildProgram(), adminProgramAbilities, {
      [`GET ${base}/test/info`]: () =>
        jsonResponse(404, { error: { code: "not_found", message: "Not found." } }),
    });
    renderAppAt(`/organizations/${ORG}/programs/${PROGRAM}/test`, { user: buildUser() });
    expect(await screen.findByText("This page does not exist", {}, slow)).toBeTruthy();
  });
});
