import type { TriageConversationMessage, TriageVulnerability } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { TriageDetailPage } from "./triage-detail-page.tsx";

const PROGRAM = "11111111-1111-4111-8111-111111111111";
const REPORT = "22222222-2222-4222-8222-222222222222";
const person = { id: "u1", displayName: "Lucas Martin", uniqueName: "lucas", icon: null };

const vulnerability = (over: Partial<TriageVulnerability> = {}): TriageVulnerability => ({
  id: REPORT,
  number: 7,
  title: "Open redirect on login",
  description: "Steps: open **/login?next=//evil**",
  severity: "medium",
  state: "checked",
  isImport: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  source: {
    hunter: { ...person, id: "h1", displayName: "Noah Kim", uniqueName: "noah" },
    sentAt: "2026-11-20T10:00:00.000Z",
    program: { id: PROGRAM, name: "Acme Web VDP", slug: "acme-web-vdp" },
    organization: { id: "o1", name: "Acme Security" },
  },
  target: { identifier: "www.acme.example", path: null, snippet: null },
  types: [],
  attachments: [],
  project: { id: PROGRAM, name: "Acme Web VDP", slug: "acme-web-vdp" },
  organization: { id: "o1", name: "Acme Security" },
  originalResource: null,
  lastAction: { type: "triage", createdAt: "2026-11-21T10:00:00.000Z" },
  nextAction: { type: "certify", createdAt: "2026-11-21T10:00:00.000Z" },
  actions: [
    {
      id: "a1",
      type: "triage",
      sequence: 1,
      summary: `Reproduced. ${"x".repeat(200)}`,
      createdAt: "2026-11-21T10:00:00.000Z",
      createdBy: person,
    },
  ],
  messages: [],
  next: [
    { type: "certify", side: "organization", allowed: false },
    { type: "suspend", side: "triager", allowed: true },
    { type: "invalidate", side: "triager", allowed: true },
  ],
  sides: ["triager"],
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

const conversationMessage = (over: Partial<TriageConversationMessage>): TriageConversationMessage => ({
  id: "c0",
  content: "Steps: open **/login?next=//evil**",
  createdAt: "2026-11-20T10:00:00.000Z",
  sender: { ...person, id: "h1", displayName: "Noah Kim", uniqueName: "noah" },
  affiliation: "hunter",
  description: true,
  editedAt: null,
  deleted: false,
  attachments: [],
  ...over,
});

function renderDetail(v: TriageVulnerability, conversation: TriageConversationMessage[] = []) {
  const api = mockApi({
    [`GET /api/triage/${PROGRAM}/reports/${REPORT}`]: () => jsonResponse(200, { data: v }),
    [`GET /api/triage/${REPORT}/conversation`]: () =>
      jsonResponse(200, {
        data: conversation,
        meta: { total: conversation.length, page: 1, perPage: 300 },
      }),
    [`POST /api/triage/${REPORT}/actions`]: () =>
      jsonResponse(201, {
        data: { ...v, lastAction: { type: "suspend", createdAt: v.createdAt }, next: [] },
      }),
  });
  renderWithApp(<TriageDetailPage programId={PROGRAM} reportId={REPORT} />);
  return api;
}

describe("the triage detail", () => {
  it("puts the flow's expected step first: after Triage the organization's Certify, so the triager waits and finds Suspend under Other Actions", async () => {
    const { bodiesFor } = renderDetail(vulnerability());
    expect((await screen.findByTestId("triage-waiting")).textContent).toBe("Waiting for the organization.");
    expect(screen.queryByTestId("triage-primary")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Other Actions" }));
    expect(
      (await screen.findByRole("menuitem", { name: "Invalidate", hidden: true })).hasAttribute("disabled"),
    ).toBe(false);
    expect(screen.getByRole("menuitem", { name: /Certify/, hidden: true }).hasAttribute("disabled")).toBe(
      true,
    );
    fireEvent.click(screen.getByRole("menuitem", { name: "Suspend", hidden: true }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend" });
    fireEvent.change(within(dialog).getByLabelText(/Summary/), {
      target: { value: "Waiting for the hunter" },
    });
    fireEvent.click(within(dialog).getByTestId("triage-confirm"));
    await waitFor(() =>
      expect(bodiesFor(`POST /api/triage/${REPORT}/actions`)).toEqual([
        { type: "suspend", summary: "Waiting for the hunter" },
      ]),
    );
  });

  it("shows the report's own files (the hunter's proof of concept) under its description", async () => {
    renderDetail(
      vulnerability({
        attachments: [
          {
            name: "poc.html",
            mimetype: "text/html",
            size: 2048,
            url: "/api/triage/m1/attachments/poc.html",
            createdAt: "2026-11-20T10:00:00.000Z",
          },
        ],
        originalResource: { id: "r0", number: 3 },
      }),
    );
    expect(await screen.findByText("poc.html")).toBeTruthy();
    expect(screen.getByText("#3")).toBeTruthy();
  });

  it("cuts a summary at 150 characters with See More", async () => {
    renderDetail(vulnerability());
    const cut = `Reproduced. ${"x".repeat(138)}…`;
    expect(await screen.findByText(cut, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "See More" }));
    expect(screen.getByText(`Reproduced. ${"x".repeat(200)}`, { exact: false })).toBeTruthy();
  });

  it("says whom the report waits for when no step is the caller's, and when triage has ended", async () => {
    renderDetail(vulnerability({ next: [{ type: "certify", side: "organization", allowed: false }] }));
    expect((await screen.findByTestId("triage-waiting")).textContent).toBe("Waiting for the organization.");
  });

  it("says triage ended once the flow has no step", async () => {
    renderDetail(
      vulnerability({ next: [], lastAction: { type: "invalidate", createdAt: "2026-11-22T10:00:00.000Z" } }),
    );
    expect(await screen.findByTestId("triage-ended")).toBeTruthy();
    expect(screen.getByTestId("triage-stage").textContent).toBe("Invalid");
  });

  it("shows the hunter's conversation beside the triage thread, read-only, with who wrote and their files (issue 47)", async () => {
    renderDetail(vulnerability(), [
      conversationMessage({}),
      conversationMessage({
        id: "c1",
        content: "Which browser did you use?",
        affiliation: "member",
        description: false,
        sender: { ...person, id: "m1", displayName: "Aiko Tanaka", uniqueName: "aiko" },
      }),
      conversationMessage({
        id: "c2",
        content: "Firefox 133.",
        description: false,
        attachments: [
          {
            name: "video.mp4",
            mimetype: "video/mp4",
            size: 4096,
            url: "/api/triage/c2/attachments/video.mp4",
            createdAt: "2026-11-20T11:00:00.000Z",
          },
        ],
      }),
      conversationMessage({ id: "c3", content: null, deleted: true, description: false }),
    ]);
    const section = await screen.findByRole("region", { name: "Conversation with the hunter" });
    const messages = await within(section).findAllByTestId("triage-conversation-message");
    // The description shows once, above; the conversation starts after it.
    expect(messages).toHaveLength(3);
    expect(within(messages[0]!).getByText("Organization")).toBeTruthy();
    expect(within(messages[0]!).getByText("Which browser did you use?")).toBeTruthy();
    expect(within(messages[1]!).getByText("Hunter")).toBeTruthy();
    expect(within(messages[1]!).getByText("video.mp4")).toBeTruthy();
    expect(within(messages[2]!).getByText("This message was deleted.")).toBeTruthy();
    // A triager reads it; answering the hunter is the organization's, on the report's page.
    expect(within(section).getByText(/Read only/)).toBeTruthy();
    expect(within(section).queryByRole("textbox")).toBeNull();
  });

  it("says when hunter and organization have not written yet, and links the organization to the report", async () => {
    renderDetail(vulnerability({ sides: ["organization"] }), [conversationMessage({})]);
    const section = await screen.findByRole("region", { name: "Conversation with the hunter" });
    expect(await within(section).findByText(/have not written to each other yet/)).toBeTruthy();
    expect(
      within(section)
        .getByRole("link", { name: "Answer the hunter on the report's page" })
        .getAttribute("href"),
    ).toBe(`/organizations/o1/reports/${REPORT}`);
  });
});
