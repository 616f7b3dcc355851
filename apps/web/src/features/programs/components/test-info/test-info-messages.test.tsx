import type { TestInfoRequest } from "@bounty/shared";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../../test/render.tsx";
import { HunterTestInfoRequestCard } from "../hunters/hunter-test-info-request-card.tsx";
import { buildTestInfoRequest } from "../page/program-page.fixtures.ts";
import { TestInfoRequestCard } from "./test-info-request-card.tsx";

const org = { id: "o1", displayName: "Grace", uniqueName: "grace" };
const ada = { id: "u1", displayName: "Ada", uniqueName: "ada" };
const message = (
  id: string,
  action: TestInfoRequest["messages"][number]["action"],
  body: string,
  author = org,
) => ({
  id,
  action,
  body,
  author,
  createdAt: "2026-02-02T10:00:00.000Z",
});

/** A request the organization accepted, then updated, then finalized. */
const answered = buildTestInfoRequest({
  status: "finalized",
  active: false,
  content: "user: tester / pass: s3cret",
  messages: [
    message("m1", "request", "I need a seller account.", ada),
    message("m2", "accept", "user: tester / pass: first"),
    message("m3", "update", "user: tester / pass: s3cret"),
    message("m4", "finalize", "Testing is over, thanks."),
  ],
});

const messagesOf = (card: HTMLElement) => within(within(card).getByRole("list", { name: "Messages" }));

describe("test information messages", () => {
  it("shows the hunter the information once: accept / update entries name the action, not the body", async () => {
    renderWithApp(<HunterTestInfoRequestCard request={answered} onCancel={() => {}} />);
    const card = await screen.findByRole("article");
    // The information itself, under its heading, and nowhere else.
    expect(within(card).getAllByText("user: tester / pass: s3cret")).toHaveLength(1);
    expect(within(card).queryByText("user: tester / pass: first")).toBeNull();
    const list = messagesOf(card);
    expect(list.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Requested · Ada · .+I need a seller account\.$/),
      expect.stringMatching(/^Information given · Grace · [^·]+$/),
      expect.stringMatching(/^Information updated · Grace · [^·]+$/),
      expect.stringMatching(/^Finalized · Grace · .+Testing is over, thanks\.$/),
    ]);
  });

  it("keeps the organization's reasons and the hunter's own messages", async () => {
    const rejected = buildTestInfoRequest({
      status: "rejected",
      active: false,
      messages: [message("m1", "request", "Please.", ada), message("m2", "reject", "Out of scope")],
    });
    renderWithApp(<HunterTestInfoRequestCard request={rejected} onCancel={() => {}} />);
    const list = messagesOf(await screen.findByRole("article"));
    expect(list.getByText("Please.")).toBeTruthy();
    expect(list.getByText("Out of scope")).toBeTruthy();
    expect(list.getByText(/^Rejected · Grace ·/)).toBeTruthy();
  });

  it("shows the organization every message with its body, in the same list form", async () => {
    renderWithApp(<TestInfoRequestCard request={answered} isReadOnly={false} onAnswer={() => {}} />);
    const card = await screen.findByTestId(`test-info-${answered.id}`);
    const list = messagesOf(card);
    expect(list.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Requested · Ada · .+I need a seller account\.$/),
      expect.stringMatching(/^Accepted · Grace · .+user: tester \/ pass: first$/),
      expect.stringMatching(/^Updated · Grace · .+user: tester \/ pass: s3cret$/),
      expect.stringMatching(/^Finalized · Grace · .+Testing is over, thanks\.$/),
    ]);
  });

  it("gives a status the same badge on both sides, idle shown as Requesting", async () => {
    const badgeStyle = (text: string) =>
      screen.getByText(text).closest(".mantine-Badge-root")?.getAttribute("style");
    const first = renderWithApp(<HunterTestInfoRequestCard request={answered} onCancel={() => {}} />);
    await screen.findByRole("article");
    const hunterSide = badgeStyle("Finalized");
    first.unmount();
    renderWithApp(<TestInfoRequestCard request={answered} isReadOnly={false} onAnswer={() => {}} />);
    await screen.findByTestId(`test-info-${answered.id}`);
    // The status badge, not the "Finalized · …" message line.
    expect(badgeStyle("Finalized")).toBe(hunterSide);
    expect(hunterSide).toContain("grape");
  });
});
