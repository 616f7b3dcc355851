import type { ReportMessage } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../test/factories.ts";
import { jsonResponse } from "../../../test/render.tsx";
import { renderAppAt } from "../../../test/render-app.tsx";
import { buildReport, ORG_ID, REPORT_ID } from "./report.fixtures.ts";

afterEach(() => vi.unstubAllGlobals());
const slow = { timeout: 5000 };

const person = (id: string, displayName: string) => ({ id, displayName, uniqueName: id, icon: null });
const message = (over: Partial<ReportMessage>): ReportMessage => ({
  id: "m2",
  content: "Any update?",
  sentAt: "2026-11-21T10:00:00.000Z",
  sender: person("u1", "Ada"),
  affiliation: "hunter",
  description: false,
  editedAt: null,
  revisions: 0,
  deleted: false,
  deletedBy: null,
  deletedAt: null,
  attachments: [],
  can: { edit: true, delete: true, attach: true, deleteAttachments: true },
  ...over,
});
const conversation = [
  message({ id: "m1", description: true, content: "the description" }),
  message({ id: "m2" }),
  message({
    id: "m3",
    content: null,
    affiliation: "member",
    sender: person("u2", "Kenji"),
    deleted: true,
    deletedBy: person("u2", "Kenji"),
    deletedAt: "2026-11-22T10:00:00.000Z",
    sentAt: "2026-11-21T12:00:00.000Z",
    can: { edit: false, delete: false, attach: false, deleteAttachments: false },
  }),
];
const meta = (total: number) => ({ total, page: 1, perPage: 300 });

function renderReportAt(path: string, report = buildReport(), extra: Parameters<typeof mockApi>[0] = {}) {
  const view = renderAppAt(path, { user: buildUser() });
  const api = mockApi({
    "GET /api/messages": () => jsonResponse(200, { data: conversation, meta: meta(3) }),
    [`GET /api/reports/${REPORT_ID}/notes`]: () =>
      jsonResponse(200, {
        data: [
          {
            id: "n1",
            content: "Reproduced on staging",
            sentAt: "2026-11-21T11:00:00.000Z",
            sender: person("u2", "Kenji"),
            can: { delete: true },
          },
        ],
        meta: meta(1),
      }),
    ...extra,
    [`GET /api/reports/${REPORT_ID}`]: () => jsonResponse(200, { data: report }),
    [`GET /api/organizations/${ORG_ID}`]: () =>
      jsonResponse(200, { data: { id: ORG_ID, name: "Kiwi Inc." }, abilities: {} }),
  });
  return { ...view, ...api };
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

  it("tells the sender while the program's staff have not opened the report (its seen flag)", async () => {
    renderReportAt(`/reports/${REPORT_ID}`, buildReport({ state: "checked", seen: false }));
    expect(await screen.findByText("Not read yet", {}, slow)).toBeTruthy();
  });

  it("says nothing once they have, even while the report is still new", async () => {
    renderReportAt(`/reports/${REPORT_ID}`, buildReport({ state: "new", seen: true }));
    expect(await screen.findByRole("heading", { level: 1 }, slow)).toBeTruthy();
    expect(screen.queryByText("Not read yet")).toBeNull();
  });

  it("sends the program's staff from the hunter's address to the organization's page", async () => {
    const { router } = renderReportAt(
      `/reports/${REPORT_ID}`,
      buildReport({ access: { sender: false, organization: true } }),
    );
    await screen.findByRole("heading", { level: 1, name: "Stored XSS in the profile page" }, slow);
    expect(router.state.location.pathname).toBe(`/organizations/${ORG_ID}/reports/${REPORT_ID}`);
  });

  it("shows the sender the conversation without the description twice, deletions with who and when, and no notes", async () => {
    const { fetchMock } = renderReportAt(`/reports/${REPORT_ID}`);
    const timeline = await screen.findByRole("region", { name: "Conversation" }, slow);
    const articles = await within(timeline).findAllByRole("article", {}, slow);
    expect(articles.map((a) => a.getAttribute("aria-label"))).toEqual([
      "Message from Ada",
      "Message from Kenji",
    ]);
    expect(within(articles[0]!).getByText("Any update?")).toBeTruthy();
    expect(within(articles[1]!).getByText(/^Deleted by Kenji on/)).toBeTruthy();
    expect(within(timeline).queryByText("the description")).toBeNull();
    expect(screen.queryByRole("radio", { name: "Internal note" })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/notes"))).toBe(false);
  });

  it("sends a message with Ctrl+Enter, never with Enter alone, and keeps the draft until then", async () => {
    const { bodiesFor } = renderReportAt(`/reports/${REPORT_ID}`, buildReport(), {
      "POST /api/messages": (body) =>
        jsonResponse(201, { data: message({ id: "m9", content: (body as { content: string }).content }) }),
    });
    const box = await screen.findByRole("textbox", { name: "Message" }, slow);
    fireEvent.change(box, { target: { value: "Here is more detail" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(bodiesFor("POST /api/messages")).toEqual([]);
    expect(localStorage.getItem(`bounty:draft:message:${REPORT_ID}`)).toBe("Here is more detail");
    fireEvent.keyDown(box, { key: "Enter", ctrlKey: true });
    await waitFor(() =>
      expect(bodiesFor("POST /api/messages")).toEqual([
        { report: REPORT_ID, content: "Here is more detail" },
      ]),
    );
    await waitFor(() => expect(localStorage.getItem(`bounty:draft:message:${REPORT_ID}`)).toBeNull());
  });

  it("shows the program's staff their internal notes in the timeline and sends a note with Enter", async () => {
    const { bodiesFor } = renderReportAt(
      `/organizations/${ORG_ID}/reports/${REPORT_ID}`,
      buildReport({ access: { sender: false, organization: true } }),
      {
        [`POST /api/reports/${REPORT_ID}/notes`]: (body) =>
          jsonResponse(201, {
            data: {
              id: "n2",
              content: (body as { content: string }).content,
              sentAt: "2026-11-23T00:00:00.000Z",
              sender: null,
              can: { delete: true },
            },
          }),
      },
    );
    const timeline = await screen.findByRole("region", { name: "Conversation" }, slow);
    const note = await within(timeline).findByRole("article", { name: "Internal note from Kenji" }, slow);
    expect(within(note).getByText("Reproduced on staging")).toBeTruthy();
    const labels = within(timeline)
      .getAllByRole("article")
      .map((a) => a.getAttribute("aria-label"));
    expect(labels).toEqual(["Message from Ada", "Internal note from Kenji", "Message from Kenji"]);
    fireEvent.click(screen.getByRole("radio", { name: "Internal note" }));
    const box = screen.getByRole("textbox", { name: "Internal note" });
    fireEvent.change(box, { target: { value: "Ask the API team" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await waitFor(() =>
      expect(bodiesFor(`POST /api/reports/${REPORT_ID}/notes`)).toEqual([{ content: "Ask the API team" }]),
    );
  });

  it("takes a note written at once after a reply, while the conversation's refresh is still on its way", async () => {
    let reads = 0;
    const { bodiesFor } = renderReportAt(
      `/organizations/${ORG_ID}/reports/${REPORT_ID}`,
      buildReport({ access: { sender: false, organization: true } }),
      {
        // The first read answers; every refresh after the reply hangs, as on a busy server.
        "GET /api/messages": () =>
          reads++ === 0
            ? jsonResponse(200, { data: conversation, meta: meta(3) })
            : (new Promise<Response>(() => {}) as unknown as Response),
        "POST /api/messages": (body) =>
          jsonResponse(201, { data: message({ id: "m9", content: (body as { content: string }).content }) }),
        [`POST /api/reports/${REPORT_ID}/notes`]: () =>
          jsonResponse(201, {
            data: {
              id: "n2",
              content: "x",
              sentAt: "2026-11-23T00:00:00.000Z",
              sender: null,
              can: { delete: true },
            },
          }),
      },
    );
    const reply = await screen.findByRole("textbox", { name: "Message" }, slow);
    fireEvent.change(reply, { target: { value: "We reproduced it." } });
    fireEvent.keyDown(reply, { key: "Enter", ctrlKey: true });
    await waitFor(() => expect(bodiesFor("POST /api/messages")).toHaveLength(1));
    await waitFor(() => expect((reply as HTMLTextAreaElement).value).toBe(""));
    fireEvent.click(screen.getByRole("radio", { name: "Internal note" }));
    const note = screen.getByRole("textbox", { name: "Internal note" });
    fireEvent.change(note, { target: { value: "Canary" } });
    fireEvent.keyDown(note, { key: "Enter" });
    await waitFor(() =>
      expect(bodiesFor(`POST /api/reports/${REPORT_ID}/notes`)).toEqual([{ content: "Canary" }]),
    );
  });

  it("lets the staff reject the report with the reason the hunter reads, and shows the event in the timeline", async () => {
    const rejected = buildReport({ access: { sender: false, organization: true }, state: "not_applicable" });
    const { bodiesFor } = renderReportAt(
      `/organizations/${ORG_ID}/reports/${REPORT_ID}`,
      buildReport({ access: { sender: false, organization: true }, state: "checked" }),
      {
        [`PATCH /api/reports/${REPORT_ID}`]: () => jsonResponse(200, { data: rejected }),
        [`GET /api/reports/${REPORT_ID}/activities`]: () =>
          jsonResponse(200, {
            data: [
              {
                id: "e1",
                type: "report.rejected",
                createdAt: "2026-11-21T11:30:00.000Z",
                actor: person("u2", "Kenji"),
                affiliation: "member",
                info: { from: "checked", to: "not_applicable", reason: "This is intended behaviour." },
              },
            ],
            meta: { total: 1, page: 1, perPage: 300 },
          }),
      },
    );
    const triage = await screen.findByRole("region", { name: "Triage" }, slow);
    fireEvent.click(within(triage).getByRole("combobox", { name: "State" }));
    fireEvent.click(await screen.findByRole("option", { name: /^Not applicable/, hidden: true }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Move the report to Not applicable" }, slow);
    const save = within(dialog).getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason/ }), {
      target: { value: "This is intended behaviour." },
    });
    fireEvent.click(save);
    await waitFor(() =>
      expect(bodiesFor(`PATCH /api/reports/${REPORT_ID}`)).toEqual([
        { state: "not_applicable", reason: "This is intended behaviour." },
      ]),
    );
    const line = await screen.findByRole(
      "article",
      { name: "Kenji moved the report from Checked to Not applicable" },
      slow,
    );
    expect(within(line).getByText("This is intended behaviour.")).toBeTruthy();
  });

  it("offers the organization's canned answer for Resolved, filled for the report, and sends it with the move", async () => {
    const { bodiesFor } = renderReportAt(
      `/organizations/${ORG_ID}/reports/${REPORT_ID}`,
      buildReport({ access: { sender: false, organization: true }, state: "unresolved" }),
      {
        [`PATCH /api/reports/${REPORT_ID}`]: () =>
          jsonResponse(200, { data: buildReport({ state: "resolved" }) }),
        [`GET /api/organizations/${ORG_ID}/canned-answers`]: () =>
          jsonResponse(200, {
            data: [
              {
                id: "c1",
                title: "Fixed",
                body: "Thanks {{hunter}}, {{report}} in {{program}} is fixed.",
                state: "resolved",
              },
              { id: "c2", title: "More detail", body: "Could you send more?", state: null },
            ],
          }),
      },
    );
    const triage = await screen.findByRole("region", { name: "Triage" }, slow);
    fireEvent.click(within(triage).getByRole("combobox", { name: "State" }));
    fireEvent.click(await screen.findByRole("option", { name: /^Resolved/, hidden: true }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Move the report to Resolved" }, slow);
    const words = within(dialog).getByRole("textbox", {
      name: /Message to the hunter/,
    }) as HTMLTextAreaElement;
    await waitFor(() => expect(words.value).toBe("Thanks Ada, #12 in Kiwi Bug Bounty is fixed."), slow);
    fireEvent.change(words, { target: { value: `${words.value} See you.` } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(bodiesFor(`PATCH /api/reports/${REPORT_ID}`)).toEqual([
        { state: "resolved", message: "Thanks Ada, #12 in Kiwi Bug Bounty is fixed. See you." },
      ]),
    );
  });

  it("moves the report with no message when the staff write none", async () => {
    const { bodiesFor } = renderReportAt(
      `/organizations/${ORG_ID}/reports/${REPORT_ID}`,
      buildReport({ access: { sender: false, organization: true }, state: "checked" }),
      {
        [`PATCH /api/reports/${REPORT_ID}`]: () =>
          jsonResponse(200, { data: buildReport({ state: "unresolved" }) }),
        [`GET /api/organizations/${ORG_ID}/canned-answers`]: () => jsonResponse(200, { data: [] }),
      },
    );
    const triage = await screen.findByRole("region", { name: "Triage" }, slow);
    fireEvent.click(within(triage).getByRole("combobox", { name: "State" }));
    fireEvent.click(await screen.findByRole("option", { name: /^Unresolved/, hidden: true }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Move the report to Unresolved" }, slow);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(bodiesFor(`PATCH /api/reports/${REPORT_ID}`)).toEqual([{ state: "unresolved" }]),
    );
  });

  it("lets the staff pick the report's owner among the program's staff, or take it themselves", async () => {
    const staff = [
      { id: "m1", user: person("u1", "Ada"), role: { id: "admin", name: "admin" } },
      { id: "m2", user: person("u3", "Kenji Mori"), role: { id: "member", name: "member" } },
    ];
    const { bodiesFor } = renderReportAt(
      `/organizations/${ORG_ID}/reports/${REPORT_ID}`,
      buildReport({ access: { sender: false, organization: true }, state: "checked" }),
      {
        [`GET /api/organizations/${ORG_ID}/members`]: () =>
          jsonResponse(200, { data: staff, meta: { total: 2, page: 1, perPage: 200 } }),
        [`PATCH /api/reports/${REPORT_ID}`]: () => jsonResponse(200, { data: buildReport() }),
      },
    );
    const triage = await screen.findByRole("region", { name: "Triage" }, slow);
    fireEvent.click(await within(triage).findByRole("button", { name: "Take it" }, slow));
    fireEvent.click(within(triage).getByRole("combobox", { name: "Assignee" }));
    fireEvent.click(await screen.findByRole("option", { name: "Kenji Mori", hidden: true }, slow));
    await waitFor(() =>
      expect(bodiesFor(`PATCH /api/reports/${REPORT_ID}`)).toEqual([{ assignee: "u1" }, { assignee: "u3" }]),
    );
  });

  it("tells each reader what the state means in their terms", async () => {
    const unresolved = buildReport({ state: "unresolved" });
    renderReportAt(`/reports/${REPORT_ID}`, unresolved);
    expect((await screen.findByTestId("state-meaning", {}, slow)).textContent).toBe(
      "Accepted: the program is fixing it",
    );
  });

  it("tells the staff the state's meaning in the team's terms", async () => {
    renderReportAt(
      `/organizations/${ORG_ID}/reports/${REPORT_ID}`,
      buildReport({ access: { sender: false, organization: true }, state: "unresolved" }),
    );
    expect((await screen.findByTestId("state-meaning", {}, slow)).textContent).toBe("Valid, needs a fix");
  });

  it("shows the hunter no owner picker", async () => {
    renderReportAt(`/reports/${REPORT_ID}`);
    await screen.findByRole("heading", { level: 1 }, slow);
    expect(screen.queryByRole("combobox", { name: "Assignee" })).toBeNull();
  });

  it("lets the staff reward the hunter beside the table's range, with one Idempotency-Key per dialog", async () => {
    let rewarded = false;
    const activity = {
      id: "e2",
      type: "report.rewarded",
      createdAt: "2026-11-21T11:30:00.000Z",
      actor: person("u2", "Kenji"),
      affiliation: "member",
      info: { amount: 50000, system: "money", description: "Great find." },
    };
    const { fetchMock, bodiesFor } = renderReportAt(
      `/organizations/${ORG_ID}/reports/${REPORT_ID}`,
      buildReport({ access: { sender: false, organization: true }, state: "unresolved" }),
      {
        [`POST /api/reports/${REPORT_ID}/rewards`]: () => {
          rewarded = true;
          return jsonResponse(201, {
            data: {
              id: "w1",
              amount: 50000,
              system: "money",
              description: "Great find.",
              awardedBy: person("u2", "Kenji"),
              createdAt: activity.createdAt,
            },
          });
        },
        [`GET /api/reports/${REPORT_ID}/activities`]: () =>
          jsonResponse(200, {
            data: rewarded ? [activity] : [],
            meta: { total: rewarded ? 1 : 0, page: 1, perPage: 300 },
          }),
      },
    );
    const details = await screen.findByRole("complementary", { name: "Report details" }, slow);
    expect(within(details).getByText("Not rewarded yet")).toBeTruthy();
    // The snapshot's range for the organization's (or the hunter's) High: ¥30,000 – ¥100,000.
    expect(within(details).getByText("High: ¥30,000 – ¥100,000")).toBeTruthy();

    const triage = await screen.findByRole("region", { name: "Triage" }, slow);
    fireEvent.click(within(triage).getByRole("button", { name: "Reward the hunter" }));
    const dialog = await screen.findByRole("dialog", { name: "Reward the hunter" }, slow);
    expect(within(dialog).getByText("The reward table gives High reports ¥30,000 – ¥100,000.")).toBeTruthy();
    const send = within(dialog).getByRole("button", { name: "Send the reward" });
    fireEvent.click(send);
    expect(await within(dialog).findByText("Please select a correct amount")).toBeTruthy();
    expect(bodiesFor(`POST /api/reports/${REPORT_ID}/rewards`)).toEqual([]);

    fireEvent.change(within(dialog).getByRole("textbox", { name: /Amount in yen/ }), {
      target: { value: "50000" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Message to the hunter/ }), {
      target: { value: "Great find." },
    });
    fireEvent.click(send);
    await waitFor(() =>
      expect(bodiesFor(`POST /api/reports/${REPORT_ID}/rewards`)).toEqual([
        { amount: 50000, description: "Great find." },
      ]),
    );
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith("/rewards") && init?.method === "POST",
    );
    expect((call![1]!.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);

    const line = await screen.findByRole("article", { name: "Kenji rewarded ¥50,000" }, slow);
    expect(within(line).getByText("Great find.")).toBeTruthy();
    await waitFor(() => expect(within(details).getByText("¥50,000")).toBeTruthy());
  });

  it("says a stopped program takes no message: the hunter cannot write, the staff keep their notes", async () => {
    const report = buildReport();
    const stopped = { ...report, program: { ...report.program, status: "stopped" as const } };
    const hunter = renderReportAt(`/reports/${REPORT_ID}`, stopped);
    expect(
      await screen.findByText(
        "The program has been stopped, messages and rewards can not be sent anymore.",
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    expect(screen.queryByText(/You can start the program again/)).toBeNull();
    hunter.unmount();

    const staffView = buildReport({ access: { sender: false, organization: true } });
    renderReportAt(`/organizations/${ORG_ID}/reports/${REPORT_ID}`, {
      ...staffView,
      program: stopped.program,
    });
    expect(
      await screen.findByText(/You can start the program again from your program page/, {}, slow),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the program's page" }).getAttribute("href")).toBe(
      `/organizations/${ORG_ID}/programs/${report.program.id}`,
    );
    expect(screen.getByRole("textbox", { name: "Internal note" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
    const triage = screen.getByRole("region", { name: "Triage" });
    expect(
      (within(triage).getByRole("button", { name: "Reward the hunter" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("offers no reward on a vulnerability disclosure program", async () => {
    const report = buildReport({ access: { sender: false, organization: true } });
    renderReportAt(`/organizations/${ORG_ID}/reports/${REPORT_ID}`, {
      ...report,
      program: { ...report.program, type: "vdp" },
    });
    const triage = await screen.findByRole("region", { name: "Triage" }, slow);
    expect(within(triage).getByRole("combobox", { name: "State" })).toBeTruthy();
    expect(within(triage).queryByRole("button", { name: "Reward the hunter" })).toBeNull();
    expect(
      within(screen.getByRole("complementary", { name: "Report details" })).queryByText("Reward table"),
    ).toBeNull();
  });

  it("lets the staff take back a reward from a report rejected since", async () => {
    renderReportAt(
      `/organizations/${ORG_ID}/reports/${REPORT_ID}`,
      buildReport({ access: { sender: false, organization: true }, state: "duplicate" }),
      {
        [`GET /api/reports/${REPORT_ID}/activities`]: () =>
          jsonResponse(200, {
            data: [
              {
                id: "e3",
                type: "report.rewarded",
                createdAt: "2026-11-21T11:30:00.000Z",
                actor: person("u2", "Kenji"),
                affiliation: "member",
                info: { amount: 8000, system: "money", description: "" },
              },
            ],
            meta: { total: 1, page: 1, perPage: 300 },
          }),
      },
    );
    const triage = await screen.findByRole("region", { name: "Triage" }, slow);
    await waitFor(() =>
      expect(
        (within(triage).getByRole("button", { name: "Reward the hunter" }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(
      within(triage).getByText("The report is rejected: only a correction (a negative amount) can be sent."),
    ).toBeTruthy();
  });

  it("says why a rejected report cannot be rewarded", async () => {
    const base = buildReport({ access: { sender: false, organization: true }, state: "not_applicable" });
    renderReportAt(`/organizations/${ORG_ID}/reports/${REPORT_ID}`, base);
    const triage = await screen.findByRole("region", { name: "Triage" }, slow);
    expect(
      (within(triage).getByRole("button", { name: "Reward the hunter" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(triage).getByText("A rejected report cannot be rewarded.")).toBeTruthy();
  });

  it("shows the staff the earlier reports that look like this one", async () => {
    renderReportAt(
      `/organizations/${ORG_ID}/reports/${REPORT_ID}`,
      buildReport({ access: { sender: false, organization: true } }),
      {
        [`GET /api/reports/${REPORT_ID}/duplicates`]: () =>
          jsonResponse(200, {
            data: [{ id: "r7", number: 7, title: "XSS in the profile name", state: "resolved", score: 0.62 }],
          }),
      },
    );
    const panel = await screen.findByRole("region", { name: "Possible duplicates" }, slow);
    const link = await within(panel).findByRole("link", { name: "#7 XSS in the profile name" }, slow);
    expect(link.getAttribute("href")).toBe(`/organizations/${ORG_ID}/reports/r7`);
    expect(within(panel).getByText("Resolved")).toBeTruthy();
  });

  it("previews an image in the lightbox and says when a type has no preview", async () => {
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:shot", revokeObjectURL: () => undefined }),
    );
    renderReportAt(
      `/reports/${REPORT_ID}`,
      buildReport({
        attachments: [
          ...buildReport().attachments,
          {
            name: "notes.pdf",
            mimetype: "application/pdf",
            size: 10,
            url: "/api/messages/m1/attachments/notes.pdf",
            createdAt: "2026-11-20T10:00:00.000Z",
          },
        ],
      }),
      {
        "GET /api/messages/m1/attachments/shot.png": () =>
          new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }), { status: 200 }),
      },
    );
    const article = await screen.findByRole("article", { name: "Description" }, slow);
    fireEvent.click(within(article).getByRole("button", { name: "shot.png" }));
    const lightbox = await screen.findByRole("dialog", { name: "shot.png" }, slow);
    expect((await within(lightbox).findByRole("img", { name: "shot.png" }, slow)).getAttribute("src")).toBe(
      "blob:shot",
    );
    fireEvent.click(within(article).getByRole("button", { name: "notes.pdf" }));
    const other = await screen.findByRole("dialog", { name: "notes.pdf" }, slow);
    expect(within(other).getByText("Attachment format not supported in preview")).toBeTruthy();
    expect(within(other).getByRole("button", { name: "Download" })).toBeTruthy();
  });

  it("shows an edited message's versions with their editors", async () => {
    renderReportAt(`/reports/${REPORT_ID}`, buildReport(), {
      "GET /api/messages": () =>
        jsonResponse(200, {
          data: [message({ revisions: 2, editedAt: "2026-11-21T10:05:00.000Z" })],
          meta: meta(1),
        }),
      "GET /api/messages/m2/revisions": () =>
        jsonResponse(200, {
          data: [
            {
              number: 1,
              content: "Any updte?",
              editor: person("u1", "Ada"),
              createdAt: "2026-11-21T10:00:00.000Z",
            },
            {
              number: 2,
              content: "Any update?",
              editor: person("u1", "Ada"),
              createdAt: "2026-11-21T10:05:00.000Z",
            },
          ],
        }),
    });
    const timeline = await screen.findByRole("region", { name: "Conversation" }, slow);
    fireEvent.click(await within(timeline).findByRole("button", { name: "edited" }, slow));
    const dialog = await screen.findByRole("dialog", { name: "Edit history" }, slow);
    const first = await within(dialog).findByRole("region", { name: "Version 1" }, slow);
    expect(within(first).getByText("Any updte?")).toBeTruthy();
    expect(within(dialog).getByRole("region", { name: "Version 2" })).toBeTruthy();
  });

  it("previews a message's Markdown before it is sent", async () => {
    renderReportAt(`/reports/${REPORT_ID}`);
    const box = await screen.findByRole("textbox", { name: "Message" }, slow);
    fireEvent.change(box, { target: { value: "See **this** and #7" } });
    fireEvent.click(screen.getByRole("button", { name: "Preview" }));
    const preview = screen.getByRole("region", { name: "Preview" });
    expect(within(preview).getByText("this").tagName).toBe("STRONG");
    expect(within(preview).getByRole("link", { name: "#7" }).getAttribute("href")).toBe("/ref/kiwi/7");
    fireEvent.click(screen.getByRole("button", { name: "Write" }));
    expect((screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).value).toBe(
      "See **this** and #7",
    );
  });

  it("is the not-found page when the API answers 404", async () => {
    renderAppAt(`/reports/${REPORT_ID}`, { user: buildUser() });
    expect(await screen.findByRole("heading", { name: "This page does not exist" }, slow)).toBeTruthy();
  });
});
