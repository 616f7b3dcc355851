// The catalog test's web half (issue 28): every type the event catalog sends to the feed has a
// sentence, and every type it sends to a report's timeline a line, in en, ja and fr. Adding a type
// to the catalog without them fails here.
import { Activity, feedEventTypes, languages, type ReportActivity, timelineEventTypes } from "@bounty/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { z } from "zod";
import { i18n } from "../../../../lib/i18n.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { ActivityItem } from "../../../reports/components/activity-item.tsx";
import { ActivitySentence } from "./activity-sentence.tsx";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

/** A value of a feed line's info field, of its schema's kind. */
function sample(schema: z.ZodType): unknown {
  const def = schema.def as { type: string; entries?: Record<string, string> };
  switch (def.type) {
    case "string":
      return "Kiwi";
    case "number":
      return 7;
    case "boolean":
      return true;
    case "array":
      return [];
    case "enum":
      return Object.values(def.entries ?? {})[0];
    default:
      throw new Error(`no sample for a ${def.type}`);
  }
}

const ada = { id: "u1", displayName: "Ada", uniqueName: "ada", icon: null };
const bob = { id: "u2", displayName: "Bob", uniqueName: "bob", icon: null };

function feedLine(type: (typeof feedEventTypes)[number]): Activity {
  const option = Activity.options.find((o) => o.shape.type.value === type)!;
  const info = Object.fromEntries(
    Object.entries(option.shape.info.shape).map(([key, schema]) => [key, sample(schema as z.ZodType)]),
  );
  return {
    id: "e1",
    type,
    createdAt: "2026-11-21T00:00:00.000Z",
    actor: ada,
    user: bob,
    program: { id: "p1", slug: "kiwi", name: "Kiwi" },
    report: { id: "r1", title: "Report", scopeSeverity: "high" },
    info,
  } as Activity;
}

const timelineLine = (type: (typeof timelineEventTypes)[number]): ReportActivity => ({
  id: "e1",
  type,
  createdAt: "2026-11-21T00:00:00.000Z",
  actor: { id: "u1", displayName: "Ada", uniqueName: "ada", icon: null },
  affiliation: "member",
  info: {
    from: "checked",
    to: "resolved",
    reason: "Seen before",
    duplicateOf: 3,
    amount: 100,
    system: "money",
  },
});

describe.each(languages)("the catalog's sentences in %s", (language) => {
  it.each(feedEventTypes)("the feed words %s", async (type) => {
    await i18n.changeLanguage(language);
    renderWithApp(
      <p data-testid="sentence">
        <ActivitySentence activity={feedLine(type)} />
      </p>,
    );
    const text = (await screen.findByTestId("sentence")).textContent ?? "";
    expect(text.trim()).not.toBe("");
    expect(text).not.toContain("{{");
  });

  // The submission opens the conversation as its first message (report-conversation.tsx), not a line.
  const timelineLines = timelineEventTypes.filter((type) => type !== "report.submitted");
  it.each(timelineLines)("the timeline words %s", async (type) => {
    await i18n.changeLanguage(language);
    renderWithApp(<ActivityItem activity={timelineLine(type)} programSlug="kiwi" />);
    const line = await screen.findByRole("article");
    expect(line.getAttribute("aria-label")?.trim()).not.toBe("");
    expect(line.getAttribute("aria-label")).not.toContain("{{");
  });
});
