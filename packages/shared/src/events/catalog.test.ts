import { describe, expect, it } from "vitest";
import { activityTypes } from "../schemas/activity.ts";
import { reportActivityTypes } from "../schemas/report-triage.ts";
import {
  eventCatalog,
  eventTypes,
  feedEventTypes,
  liveReportEventTypes,
  mailEventTypes,
  readEventPayload,
  timelineEventTypes,
} from "./catalog.ts";
import { type EventReaders, mailPreferences } from "./define.ts";

const readersOf = (type: (typeof eventTypes)[number]) => eventCatalog[type].readers as EventReaders;

describe("the event catalog", () => {
  it("gives every type a row for every reader", () => {
    for (const type of eventTypes) {
      expect(Object.keys(readersOf(type)).sort(), type).toEqual([
        "chat",
        "feed",
        "live",
        "mail",
        "public",
        "timeline",
      ]);
    }
  });

  it("is the list the feed's lines and the timeline's lines are made for", () => {
    expect([...activityTypes].sort()).toEqual([...feedEventTypes].sort());
    expect([...reportActivityTypes].sort()).toEqual([...timelineEventTypes].sort());
  });

  it("lets only report events reach the timeline and the report's live readers", () => {
    for (const type of [...timelineEventTypes, ...liveReportEventTypes]) {
      expect(eventCatalog[type].about, type).toBe("report");
    }
    // A report event no report reader hears would be news to no one.
    for (const type of eventTypes.filter((t) => eventCatalog[t].about === "report")) {
      expect(readersOf(type).live, type).not.toBeNull();
    }
  });

  it("names a known preference for every mail, so every mail can be turned off, but the account's security mails", () => {
    const security = [
      "user.factor.added",
      "user.factor.removed",
      "user.recovery_codes.created",
      "user.recovery_code.used",
      "user.signed_in.new_browser",
    ];
    for (const type of mailEventTypes) {
      const preference = readersOf(type).mail?.preference;
      // Issue 46: how the account is guarded is told whatever the person's settings.
      if (security.includes(type)) expect(preference, type).toBe("security");
      else expect(mailPreferences, type).toContain(preference);
    }
    expect(mailEventTypes.filter((type) => readersOf(type).mail?.preference === "security").sort()).toEqual(
      security.sort(),
    );
  });

  it("refuses a payload of the wrong shape, or with a field the readers do not know", () => {
    const good = { number: 7, programDetailsPrivate: false };
    expect(readEventPayload("report.submitted", good)).toEqual(good);
    expect(readEventPayload("report.submitted", { number: "7", programDetailsPrivate: false })).toBeNull();
    expect(readEventPayload("report.submitted", { ...good, title: "SQL injection in /login" })).toBeNull();
    expect(readEventPayload("report.submitted", {})).toBeNull();
  });
});
