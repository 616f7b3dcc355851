import type { Label } from "@bounty/shared";
import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/factories.ts";
import { jsonResponse, renderWithApp } from "../../../test/render.tsx";
import { labelChangeOf } from "./label-picker.tsx";
import { LabelsCard } from "./labels-card.tsx";

beforeEach(() => {
  vi.spyOn(notifications, "show");
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORG = "0b6f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
const list = `/api/organizations/${ORG}/labels`;
const toasts = () => vi.mocked(notifications.show).mock.calls.map(([toast]) => [toast.title, toast.message]);
const urgent: Label = { id: "l1", name: "Urgent", color: "red", reports: 3 };

/** The labels API of one organization, keeping its list as the server would. */
function labelsApi(start: Label[]) {
  let current = [...start];
  return mockApi({
    [`GET ${list}`]: () => jsonResponse(200, { data: current }),
    [`POST ${list}`]: (body) => {
      const added = {
        id: `l${current.length + 1}`,
        reports: 0,
        ...(body as { name: string; color: Label["color"] }),
      };
      current = [...current, added];
      return jsonResponse(201, { data: added });
    },
    "DELETE /api/labels/l1": () => {
      current = current.filter((l) => l.id !== "l1");
      return new Response(null, { status: 204 });
    },
  });
}

describe("LabelsCard", () => {
  it("lets the admin add a label with its colour, trimmed", async () => {
    const { bodiesFor } = labelsApi([urgent]);
    renderWithApp(<LabelsCard organizationId={ORG} editable />);
    expect(await screen.findByText("Urgent")).toBeTruthy();
    expect(screen.getByText("Reports: 3")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "New label" }), {
      target: { value: "  Needs info " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Add label" }));
    await screen.findByText("Needs info");
    expect(bodiesFor(`POST ${list}`)).toEqual([{ name: "Needs info", color: "blue" }]);
    expect(toasts()).toContainEqual([undefined, "Label “Needs info” added"]);
  });

  it("says a comma is refused before sending, and shows the API's refusal of a taken name", async () => {
    mockApi({
      [`GET ${list}`]: () => jsonResponse(200, { data: [urgent] }),
      [`POST ${list}`]: () =>
        jsonResponse(409, {
          error: { code: "conflict", message: "The organization already has a label named “urgent”." },
        }),
    });
    renderWithApp(<LabelsCard organizationId={ORG} editable />);
    await screen.findByText("Urgent");
    const name = screen.getByRole("textbox", { name: "New label" });
    fireEvent.change(name, { target: { value: "a,b" } });
    expect(screen.getByText("Leave commas out of a label's name.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Add label" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(name, { target: { value: "urgent" } });
    fireEvent.click(screen.getByRole("button", { name: "Add label" }));
    await waitFor(() =>
      expect(toasts()).toContainEqual(["409", "The organization already has a label named “urgent”."]),
    );
  });

  it("deletes a label after saying how many reports it comes off", async () => {
    labelsApi([urgent]);
    renderWithApp(<LabelsCard organizationId={ORG} editable />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete “Urgent”" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/every report that carries it \(3\)/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete label" }));
    await waitFor(() => expect(screen.queryByTestId("label-row")).toBeNull());
    expect(screen.getByText("No labels yet.")).toBeTruthy();
  });

  it("shows other members the labels without a way to change them", async () => {
    labelsApi([urgent]);
    renderWithApp(<LabelsCard organizationId={ORG} editable={false} />);
    expect(await screen.findByText("Urgent")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "New label" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete “Urgent”" })).toBeNull();
  });
});

describe("labelChangeOf", () => {
  it("sends only what a pick puts on or takes off", () => {
    expect(labelChangeOf(["a", "b"], ["b", "c"])).toEqual({ addLabels: ["c"], removeLabels: ["a"] });
    expect(labelChangeOf(["a"], ["a"])).toEqual({});
    expect(labelChangeOf([], ["a"])).toEqual({ addLabels: ["a"] });
  });
});
