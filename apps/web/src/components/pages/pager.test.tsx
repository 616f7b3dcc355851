import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render.tsx";
import { Pager, pageWindow } from "./pager.tsx";

describe("pageWindow", () => {
  it.each([
    [1, 11, [1, 2, 3, 4, 5]],
    [2, 11, [1, 2, 3, 4, 5]],
    [3, 11, [1, 2, 3, 4, 5]],
    [4, 11, [2, 3, 4, 5, 6]],
    [9, 11, [7, 8, 9, 10, 11]],
    [11, 11, [7, 8, 9, 10, 11]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
  ])("page %i of %i shows %j", (page, total, expected) => {
    expect(pageWindow(page, total)).toEqual(expected);
  });
});

describe("Pager", () => {
  const numbers = () =>
    within(screen.getByRole("navigation", { name: "Pages" }))
      .getAllByRole("button")
      .map((b) => b.textContent)
      .filter((text) => /^\d+$/.test(text ?? ""));

  it("shows five page buttons, the current one marked, and moves by the edges too", async () => {
    const onChange = vi.fn();
    renderWithApp(<Pager total={11} value={1} onChange={onChange} />);
    await screen.findByRole("navigation", { name: "Pages" });
    expect(numbers()).toEqual(["1", "2", "3", "4", "5"]);
    expect(screen.getByRole("button", { name: "1" }).getAttribute("aria-current")).toBe("page");
    expect((screen.getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "4" }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole("button", { name: "Last page" }));
    expect(onChange).toHaveBeenLastCalledWith(11);
  });

  it("renders nothing for one page", async () => {
    const { container } = renderWithApp(<Pager total={1} value={1} onChange={() => undefined} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector("nav")).toBeNull();
  });
});
