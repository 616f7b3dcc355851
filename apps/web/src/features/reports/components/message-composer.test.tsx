import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { MessageComposer } from "./message-composer.tsx";

const REPORT = "7d1c0f64-2b7e-4a51-9d3c-5e8f6a7b8c9d";

function renderComposer() {
  const onSendMessage = vi.fn(() => Promise.resolve());
  const onSendNote = vi.fn(() => Promise.resolve());
  renderWithApp(
    <MessageComposer
      reportId={REPORT}
      referenceScope="acme"
      canWriteNotes
      onSendMessage={onSendMessage}
      onSendNote={onSendNote}
    />,
  );
  return { onSendMessage, onSendNote };
}

beforeEach(() => localStorage.clear());

it("keeps a half-written internal note a note when `r` is pressed, and never sends it to the hunter", async () => {
  const { onSendMessage, onSendNote } = renderComposer();
  fireEvent.click(await screen.findByRole("radio", { name: "Internal note" }));
  fireEvent.change(screen.getByRole("textbox", { name: "Internal note" }), {
    target: { value: "The fix breaks billing, do not tell them yet" },
  });
  // The focus leaves the field, then the reply shortcut.
  (document.activeElement as HTMLElement | null)?.blur();
  fireEvent.keyDown(document.body, { key: "r" });

  const box = await screen.findByRole("textbox", { name: "Internal note" });
  expect(box).toHaveProperty("value", "The fix breaks billing, do not tell them yet");
  expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
  expect(screen.getByRole("status").textContent).toBe(
    "This internal note holds text: send or discard it before writing a reply.",
  );
  fireEvent.keyDown(box, { key: "Enter", ctrlKey: true });
  await waitFor(() =>
    expect(onSendNote).toHaveBeenCalledWith("The fix breaks billing, do not tell them yet"),
  );
  expect(onSendMessage).not.toHaveBeenCalled();
});

it("switches an empty composer with `r` and `n`, and each kind keeps its own draft", async () => {
  renderComposer();
  await screen.findByRole("textbox", { name: "Message" });
  fireEvent.keyDown(document.body, { key: "n" });
  const note = await screen.findByRole("textbox", { name: "Internal note" });
  fireEvent.change(note, { target: { value: "inside only" } });
  // Chosen by hand, the other kind opens with its own (empty) draft; the note's text is kept.
  fireEvent.click(screen.getByRole("radio", { name: "Reply" }));
  expect(screen.getByRole("textbox", { name: "Message" })).toHaveProperty("value", "");
  expect(localStorage.getItem(`bounty:draft:note:${REPORT}`)).toBe("inside only");
  fireEvent.click(screen.getByRole("radio", { name: "Internal note" }));
  expect(screen.getByRole("textbox", { name: "Internal note" })).toHaveProperty("value", "inside only");
});

it("says the draft keeps no files, and asks before the page is left with files attached", async () => {
  renderComposer();
  await screen.findByRole("textbox", { name: "Message" });
  const leave = () => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(leave()).toBe(false);
  const input = document.querySelector<HTMLInputElement>("input[type=file]")!;
  fireEvent.change(input, { target: { files: [new File(["poc"], "poc.html", { type: "text/html" })] } });
  expect((await screen.findByTestId("files-not-kept")).textContent).toBe(
    "The draft keeps your words, not these files: send them before you leave the page.",
  );
  expect(leave()).toBe(true);
  fireEvent.click(screen.getByRole("button", { name: "Remove files" }));
  await waitFor(() => expect(leave()).toBe(false));
});
