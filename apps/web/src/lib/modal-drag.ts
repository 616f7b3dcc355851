/** Spec 1 §9: a dialog moves only once the pointer has travelled this far, so a click never nudges it. */
export const MODAL_DRAG_THRESHOLD_PX = 5;

const HEADER = ".mantine-Modal-header";
const CONTENT = ".mantine-Modal-content";

/**
 * Lets every dialog be moved by its title bar: a press on the header (not on its buttons) that
 * travels more than the threshold drags the dialog; a shorter one is a plain click. Installed once
 * on the document, so every Mantine Modal has it without wrapping. Returns the uninstall.
 */
export function installModalDrag(doc: Document = document): () => void {
  const onPointerDown = (down: PointerEvent) => {
    if (down.button !== 0 || !(down.target instanceof Element)) return;
    const header = down.target.closest(HEADER);
    if (!header || down.target.closest("button, a, input, select, textarea")) return;
    const content = header.closest(CONTENT);
    if (!(content instanceof HTMLElement)) return;
    // No text selection from the title bar: a selection would start the browser's own drag.
    down.preventDefault();
    const [baseX, baseY] = (content.dataset.dragOffset ?? "0,0").split(",").map(Number) as [number, number];
    let dragging = false;
    const onMove = (move: PointerEvent) => {
      const dx = move.clientX - down.clientX;
      const dy = move.clientY - down.clientY;
      if (!dragging && Math.hypot(dx, dy) <= MODAL_DRAG_THRESHOLD_PX) return;
      dragging = true;
      move.preventDefault();
      const x = baseX + dx;
      const y = baseY + dy;
      content.dataset.dragOffset = `${x},${y}`;
      content.style.translate = `${x}px ${y}px`;
    };
    const onUp = () => {
      doc.removeEventListener("pointermove", onMove);
      doc.removeEventListener("pointerup", onUp);
      doc.removeEventListener("pointercancel", onUp);
    };
    doc.addEventListener("pointermove", onMove);
    doc.addEventListener("pointerup", onUp);
    doc.addEventListener("pointercancel", onUp);
  };
  doc.addEventListener("pointerdown", onPointerDown);
  return () => doc.removeEventListener("pointerdown", onPointerDown);
}
