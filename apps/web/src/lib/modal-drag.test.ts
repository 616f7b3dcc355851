import { afterEach, describe, expect, it } from "vitest";
import { installModalDrag } from "./modal-drag.ts";

let uninstall: () => void = () => undefined;
afterEach(() => {
  uninstall();
  document.body.innerHTML = "";
});

function dialog() {
  document.body.innerHTML = `<section class="mantine-Modal-content"><header class="mantine-Modal-header"><h2>Title</h2><button>×</button></header><p>Body</p></section>`;
  return {
    content: document.querySelector<HTMLElement>(".mantine-Modal-content")!,
    title: document.querySelector("h2")!,
    close: document.querySelector("button")!,
  };
}

const pointer = (type: string, target: EventTarget, x: number, y: number) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 }));

describe("dialog dragging (spec 1 §9: a 5 px threshold)", () => {
  it("leaves the dialog in place for a press that travels 5 px or less", () => {
    uninstall = installModalDrag();
    const { content, title } = dialog();
    pointer("pointerdown", title, 100, 100);
    pointer("pointermove", document, 103, 104);
    pointer("pointerup", document, 103, 104);
    expect(content.style.translate).toBe("");
  });

  it("moves it with the pointer past 5 px, and from there on the next drag", () => {
    uninstall = installModalDrag();
    const { content, title } = dialog();
    pointer("pointerdown", title, 100, 100);
    pointer("pointermove", document, 106, 100);
    pointer("pointermove", document, 140, 130);
    pointer("pointerup", document, 140, 130);
    expect(content.style.translate).toBe("40px 30px");
    pointer("pointerdown", title, 10, 10);
    pointer("pointermove", document, 20, 10);
    pointer("pointerup", document, 20, 10);
    expect(content.style.translate).toBe("50px 30px");
  });

  it("never drags from the header's buttons", () => {
    uninstall = installModalDrag();
    const { content, close } = dialog();
    pointer("pointerdown", close, 100, 100);
    pointer("pointermove", document, 160, 160);
    expect(content.style.translate).toBe("");
  });
});
