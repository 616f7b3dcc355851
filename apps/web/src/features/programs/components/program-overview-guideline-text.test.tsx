import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { ProgramOverviewGuidelineText, readGuidelineBlocks } from "./program-overview-guideline-text.tsx";

describe("guideline text", () => {
  it("reads headings, lists and paragraphs, keeping a paragraph's line breaks", () => {
    expect(
      readGuidelineBlocks("# Rules\n\n- one\n- two\n\n1. first\n2) second\nA line\nand the next\n"),
    ).toEqual([
      { kind: "heading", level: 1, text: "Rules" },
      { kind: "list", ordered: false, items: ["one", "two"] },
      { kind: "list", ordered: true, items: ["first", "second"] },
      { kind: "paragraph", lines: ["A line", "and the next"] },
    ]);
  });

  it("renders under the page's headings and never as HTML", async () => {
    renderWithApp(
      <ProgramOverviewGuidelineText
        source={"# Safe harbour\n<img src=x onerror=alert(1)> **bold**"}
        lang="en"
      />,
    );
    expect((await screen.findByRole("heading", { name: "Safe harbour" })).tagName).toBe("H3");
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByText("bold").tagName).toBe("STRONG");
  });
});
