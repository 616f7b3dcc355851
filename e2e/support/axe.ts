import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** axe-core's serious and critical findings on the page as it is now, one line per rule. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsDone(page);
  // label-content-name-mismatch is experimental in axe, so off unless asked for.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(" | ")}`,
    );
}

/**
 * Waits until nothing on the page animates: axe reads colours as they are painted, and a screenshot
 * should not catch a fade. The journeys ask for reduced motion, so this is usually at once.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
}
