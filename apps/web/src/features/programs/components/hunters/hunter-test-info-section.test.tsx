import { TEST_INFO_STALE_TEXTS, type TestInfoRequest } from "@bounty/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildUser, mockApi } from "../../../../test/factories.ts";
import { jsonResponse } from "../../../../test/render.tsx";
import { renderAppAt } from "../../../../test/render-app.tsx";
import {
  buildHunterProgram,
  buildTestInfoRequest,
  FORM_ID,
  hunterAbilities,
  PROGRAM_ID,
  participationOf,
  programRoutes,
} from "../page/program-page.fixtures.ts";

afterEach(() => vi.unstubAllGlobals());
const slow = { timeout: 5000 };
const mineUrl = `GET /api/programs/${PROGRAM_ID}/test/info/user`;
const program = buildHunterProgram({ participation: participationOf() });
const canRequest = { ...hunterAbilities, requestTestInfo: true };

function renderWithRequests(
  requests: () => TestInfoRequest[],
  extra: Record<string, (body: unknown) => Response> = {},
) {
  renderAppAt("/programs/kiwi", { user: buildUser() });
  return mockApi({
    ...programRoutes(program, canRequest),
    [mineUrl]: () => jsonResponse(200, { data: requests() }),
    ...extra,
  });
}

describe("hunter test information", () => {
  it("requests information through a form with a non-blank message", async () => {
    let mine: TestInfoRequest[] = [];
    const { bodiesFor } = renderWithRequests(() => mine, {
      [`POST /api/programs/${PROGRAM_ID}/test/info`]: () => {
        mine = [buildTestInfoRequest()];
        return jsonResponse(201, { data: mine[0] });
      },
    });
    const form = await screen.findByRole("region", { name: "Test account" }, slow);
    fireEvent.click(within(form).getByRole("button", { name: "Request" }));
    const dialog = await screen.findByRole("dialog", { name: "Request Test account" });
    const send = within(dialog).getByRole("button", { name: "Send request" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Message/ }), { target: { value: "   " } });
    expect(send.hasAttribute("disabled")).toBe(true);
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Message/ }), {
      target: { value: " I need a seller account. " },
    });
    fireEvent.click(send);
    expect(await within(form).findByText("Requesting", {}, slow)).toBeTruthy();
    expect(bodiesFor(`POST /api/programs/${PROGRAM_ID}/test/info`)).toEqual([
      { testForm: FORM_ID, message: "I need a seller account." },
    ]);
    // One active request per form: no second Request meanwhile.
    expect(within(form).queryByRole("button", { name: /^Request/ })).toBeNull();
  });

  it("cancels an idle request with a message", async () => {
    const idle = buildTestInfoRequest();
    let mine = [idle];
    const cancelUrl = `DELETE /api/programs/${PROGRAM_ID}/test/info/${idle.id}`;
    const { bodiesFor } = renderWithRequests(() => mine, {
      [cancelUrl]: () => {
        mine = [{ ...idle, status: "cancelled", active: false }];
        return new Response(null, { status: 204 });
      },
    });
    const form = await screen.findByRole("region", { name: "Test account" }, slow);
    expect(await within(form).findByText("I need a seller account.", {}, slow)).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this request?" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Message/ }), {
      target: { value: "Found one." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel request" }));
    expect(await within(form).findByText("Cancelled", {}, slow)).toBeTruthy();
    expect(bodiesFor(cancelUrl)).toEqual([{ message: "Found one." }]);
    await waitFor(() => expect(within(form).getByRole("button", { name: "Request again" })).toBeTruthy());
  });

  it("shows the information once accepted, and no Cancel", async () => {
    renderWithRequests(() => [
      buildTestInfoRequest({ status: "accepted", content: "user: tester\npass: s3cret" }),
    ]);
    const form = await screen.findByRole("region", { name: "Test account" }, slow);
    expect(await within(form).findByText("Accepted", {}, slow)).toBeTruthy();
    expect(within(form).getByText(/user: tester/).textContent).toBe("user: tester\npass: s3cret");
    expect(within(form).queryByRole("button", { name: "Cancel" })).toBeNull();
    expect(within(form).queryByRole("button", { name: /^Request/ })).toBeNull();
  });

  it.each([
    ["rejected", "Your request has been rejected"],
    ["revoked", "Your request has been revoked"],
    ["finalized", "Your testing information has been finalized."],
  ] as const)("says a %s request is no longer active, in the spec's words", async (status, text) => {
    expect(TEST_INFO_STALE_TEXTS[status]).toBe(text);
    renderWithRequests(() => [buildTestInfoRequest({ status, active: false, content: "the info" })]);
    const form = await screen.findByRole("region", { name: "Test account" }, slow);
    expect(await within(form).findByText(text, {}, slow)).toBeTruthy();
    expect(within(form).getByRole("button", { name: "Request again" })).toBeTruthy();
    // Finalized information stays readable; rejected and revoked requests have none to show.
    expect(within(form).queryByText("the info") !== null).toBe(status === "finalized");
  });

  it("is absent for a hunter who may not request and has no requests", async () => {
    renderAppAt("/programs/kiwi", { user: buildUser() });
    mockApi({ ...programRoutes(program, hunterAbilities), [mineUrl]: () => jsonResponse(200, { data: [] }) });
    await screen.findByRole("region", { name: "Scope" }, slow);
    expect(screen.queryByRole("region", { name: "Test information" })).toBeNull();
  });
});
