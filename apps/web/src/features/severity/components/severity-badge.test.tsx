import { SEVERITY_LEVELS } from "@bounty/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { SeverityBadge } from "./severity-badge.tsx";

afterEach(() => void i18n.changeLanguage("en"));

const badge = async (level: string) => {
  const found = await screen.findByText((_, element) => element?.getAttribute("data-severity") === level);
  return found.closest("[data-severity]") as HTMLElement;
};

describe("SeverityBadge", () => {
  it.each([
    ["none", "None"],
    ["low", "Low"],
    ["medium", "Medium"],
    ["high", "High"],
    ["critical", "Critical"],
    ["informational", "Informational"],
    ["flex", "Flex"],
  ] as const)("names the %s level in words", async (level, label) => {
    renderWithApp(<SeverityBadge severity={level} />);
    expect((await badge(level)).textContent).toBe(label);
  });

  it("gives every level its own colour", async () => {
    renderWithApp(
      <div>
        {SEVERITY_LEVELS.map((level) => (
          <SeverityBadge key={level} severity={level} />
        ))}
      </div>,
    );
    const colours = await Promise.all(
      SEVERITY_LEVELS.map(async (level) => (await badge(level)).style.getPropertyValue("--badge-bg")),
    );
    expect(colours.every((colour) => colour !== "")).toBe(true);
    expect(new Set(colours).size).toBe(SEVERITY_LEVELS.length);
  });

  it("shows a score with one decimal after the label", async () => {
    renderWithApp(<SeverityBadge severity="critical" score={9.8} />);
    expect((await badge("critical")).textContent).toBe("Critical 9.8");
    renderWithApp(<SeverityBadge severity="medium" score={5} />);
    expect((await badge("medium")).textContent).toBe("Medium 5.0");
  });

  it("speaks the viewer's language", async () => {
    await i18n.changeLanguage("ja");
    renderWithApp(<SeverityBadge severity="high" score={7.5} />);
    expect((await badge("high")).textContent).toBe("重要 7.5");
    await i18n.changeLanguage("fr");
    renderWithApp(<SeverityBadge severity="critical" />);
    expect((await badge("critical")).textContent).toBe("Critique");
  });
});
