import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { UnsubscribePanel } from "./unsubscribe-panel.tsx";

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

const url = "/api/notifications/unsubscribe/tok";

describe("UnsubscribePanel", () => {
  it("names the kind of mail and turns it off on one click", async () => {
    const { bodiesFor } = mockApi({
      [`GET ${url}`]: () => jsonResponse(200, { data: { preference: "reportReplies", subscribed: true } }),
      [`POST ${url}`]: () => jsonResponse(200, { data: { preference: "reportReplies", subscribed: false } }),
    });
    renderWithApp(<UnsubscribePanel token="tok" />);
    expect(await screen.findByRole("heading", { name: "Stop e-mails: Replies to my reports" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Stop these e-mails" }));
    expect(await screen.findByRole("heading", { name: "You will no longer get these e-mails" })).toBeTruthy();
    expect(screen.getByText(/Replies to my reports is off/)).toBeTruthy();
    await waitFor(() => expect(bodiesFor(`POST ${url}`)).toHaveLength(1));
  });

  it("says a kind already off is off, in the reader's language", async () => {
    await i18n.changeLanguage("ja");
    mockApi({
      [`GET ${url}`]: () => jsonResponse(200, { data: { preference: "accountUpdates", subscribed: false } }),
    });
    renderWithApp(<UnsubscribePanel token="tok" />);
    expect(await screen.findByRole("heading", { name: "これらのメールは今後届きません" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("explains a link that is not valid, and offers nothing to click", async () => {
    mockApi({
      [`GET ${url}`]: () =>
        jsonResponse(400, {
          error: { code: "bad_request", message: "This link to stop e-mails is not valid." },
        }),
    });
    renderWithApp(<UnsubscribePanel token="tok" />);
    expect(
      await screen.findByText(
        "This link to stop e-mails is not valid. Sign in and turn e-mails off in Settings → Preferences.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
