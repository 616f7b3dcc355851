import type { ChatWebhook } from "@bounty/shared";
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../../test/render.tsx";
import { ChatWebhookCard } from "./chat-webhook-card.tsx";

beforeEach(() => {
  vi.spyOn(notifications, "show");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORG = "0b6f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const slack = `/api/organizations/${ORG}/slack`;
const BASE = "https://hooks.slack.com/";
const SECRET_URL = "https://hooks.slack.com/services/T0001/B0001/abcdefSECRETwxyz";

/** The card has no toast host here: the texts shown are read from the calls. */
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => [toast.title, toast.message]);

const saved = (overrides: Partial<ChatWebhook> = {}): ChatWebhook => ({
  id: "w1",
  webhook: SECRET_URL,
  active: true,
  createdAt: "2025-03-01T10:00:00.000Z",
  updatedAt: "2025-03-01T10:00:00.000Z",
  ...overrides,
});

/** The webhook API of one organization, keeping its state as the server would. */
function webhookApi(start: ChatWebhook | null) {
  let current = start;
  return mockApi({
    "GET /api/config": () =>
      jsonResponse(200, {
        data: { providers: { github: false, google: false }, chatWidget: null, chatWebhookBaseUrl: BASE },
      }),
    [`GET ${slack}`]: () => jsonResponse(200, { data: current }),
    [`POST ${slack}`]: (body) => {
      current = saved({ webhook: (body as { webhook: string }).webhook });
      return jsonResponse(201, { data: current });
    },
    [`PUT ${slack}`]: (body) => {
      current = saved({ ...current, active: (body as { active: boolean }).active });
      return jsonResponse(200, { data: current });
    },
    [`DELETE ${slack}`]: () => {
      current = null;
      return jsonResponse(200, { data: { ok: true } });
    },
  });
}

const saveButton = () => screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
const typeUrl = (value: string) =>
  fireEvent.change(screen.getByRole("textbox", { name: /Webhook URL/ }), { target: { value } });

describe("ChatWebhookCard without a webhook", () => {
  it("enables Save only for a URL that starts with the hooks address", async () => {
    webhookApi(null);
    renderWithApp(<ChatWebhookCard organizationId={ORG} />);
    expect(await screen.findByText(`The URL must start with ${BASE}`)).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    for (const refused of [
      "   ",
      BASE,
      "http://hooks.slack.com/services/T/B/x",
      "https://hooks.slack.com.evil.test/services/T/B/x",
      "https://evilhooks.slack.com/services/T/B/x",
      "https://example.com/services/T/B/x",
    ]) {
      typeUrl(refused);
      expect(saveButton().disabled, refused).toBe(true);
    }
    typeUrl(SECRET_URL);
    expect(saveButton().disabled).toBe(false);
  });

  it("saves the webhook, active, and then shows it masked", async () => {
    const { bodiesFor } = webhookApi(null);
    renderWithApp(<ChatWebhookCard organizationId={ORG} />);
    await screen.findByText(`The URL must start with ${BASE}`);
    typeUrl(`  ${SECRET_URL} `);
    fireEvent.click(saveButton());

    const shown = await screen.findByTestId("chat-webhook-url");
    expect(bodiesFor(`POST ${slack}`)).toEqual([{ webhook: SECRET_URL, active: true }]);
    expect(shown.textContent).toBe("https://hooks.slack.com/••••••••wxyz");
    expect(toasts()).toContainEqual([undefined, "Chat webhook saved"]);
  });

  it("shows the API's refusal in the failure toast and keeps the form", async () => {
    mockApi({
      "GET /api/config": () =>
        jsonResponse(200, { data: { providers: {}, chatWidget: null, chatWebhookBaseUrl: BASE } }),
      [`GET ${slack}`]: () => jsonResponse(200, { data: null }),
      [`POST ${slack}`]: () =>
        jsonResponse(409, {
          error: {
            code: "conflict",
            message: "This organization already has a chat webhook. Delete it before adding another.",
          },
        }),
    });
    renderWithApp(<ChatWebhookCard organizationId={ORG} />);
    await screen.findByText(`The URL must start with ${BASE}`);
    typeUrl(SECRET_URL);
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(toasts()).toContainEqual([
        "409",
        "This organization already has a chat webhook. Delete it before adding another.",
      ]),
    );
    expect(screen.getByRole("textbox", { name: /Webhook URL/ })).toBeTruthy();
  });
});

describe("ChatWebhookCard with a webhook", () => {
  it("hides the URL until asked, and copies it whole", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    webhookApi(saved());
    renderWithApp(<ChatWebhookCard organizationId={ORG} />);
    const shown = await screen.findByTestId("chat-webhook-url");
    expect(shown.textContent).toBe("https://hooks.slack.com/••••••••wxyz");
    expect(screen.queryByText(SECRET_URL)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Show URL" }));
    expect(shown.textContent).toBe(SECRET_URL);
    fireEvent.click(screen.getByRole("button", { name: "Hide URL" }));
    expect(shown.textContent).toBe("https://hooks.slack.com/••••••••wxyz");

    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET_URL));
  });

  it("turns the webhook off and on with the switch", async () => {
    const { bodiesFor } = webhookApi(saved());
    renderWithApp(<ChatWebhookCard organizationId={ORG} />);
    const toggle = (await screen.findByRole("switch", {
      name: "Post events to this channel",
    })) as HTMLInputElement;
    expect(toggle.checked).toBe(true);

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(toasts()).toContainEqual([undefined, "Chat webhook turned off"]);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(bodiesFor(`PUT ${slack}`)).toEqual([{ active: false }, { active: true }]);
    expect(toasts()).toContainEqual([undefined, "Chat webhook turned on"]);
  });

  it("deletes only after confirmation, then offers the form again", async () => {
    const { fetchMock } = webhookApi(saved());
    renderWithApp(<ChatWebhookCard organizationId={ORG} />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete webhook" }));

    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Delete the chat webhook?")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete webhook" }));

    expect(await screen.findByRole("textbox", { name: /Webhook URL/ })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(slack, expect.objectContaining({ method: "DELETE" }));
    expect(toasts()).toContainEqual([undefined, "Chat webhook deleted"]);
  });

  it("keeps the webhook when the deletion is cancelled", async () => {
    const { fetchMock } = webhookApi(saved());
    renderWithApp(<ChatWebhookCard organizationId={ORG} />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete webhook" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("chat-webhook-url")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
  });
});
