import type { LiveNotice } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import {
  balanceKey,
  budgetKey,
  creditsKey,
  inboxKey,
  movementsKey,
  programsKey,
  reportsKey,
  triageKey,
} from "../../../lib/query-keys.ts";
import { myOrganizationsKey, organizationKey } from "../../organizations/api/organization-query.ts";
import { staleKeysOf } from "./live-invalidation.ts";

const notice = (type: string, userId: string | null = null): LiveNotice => ({
  id: "e1",
  type,
  organizationId: "o1",
  userId,
  programId: null,
  reportId: null,
});

describe("staleKeysOf", () => {
  it("refreshes the organization's pages for any of its events", () => {
    expect(staleKeysOf(notice("org.invite.created"), "me")).toEqual([organizationKey("o1")]);
  });

  it("refreshes the account switcher when names change or the viewer's own membership does", () => {
    expect(staleKeysOf(notice("org.updated"), "me")).toEqual([organizationKey("o1"), myOrganizationsKey]);
    expect(staleKeysOf(notice("org.member.removed", "me"), "me")).toEqual([
      organizationKey("o1"),
      myOrganizationsKey,
    ]);
    expect(staleKeysOf(notice("org.member.removed", "someone-else"), "me")).toEqual([organizationKey("o1")]);
  });

  it("refreshes the program lists for a program's events", () => {
    expect(staleKeysOf(notice("program.created"), "me")).toEqual([organizationKey("o1"), programsKey]);
    expect(staleKeysOf(notice("program.deleted"), "me")).toEqual([organizationKey("o1"), programsKey]);
  });

  it("refreshes the organization's pages and the programs for a hunter's application or test information", () => {
    for (const type of ["program.application.created", "program.test_info.requested"]) {
      expect(staleKeysOf(notice(type, "hunter"), "me")).toEqual([organizationKey("o1"), programsKey]);
    }
  });

  it("refreshes the triage pages on a triage step", () => {
    expect(staleKeysOf(notice("report.triage.action", "hunter"), "manager")).toEqual([
      organizationKey("o1"),
      reportsKey,
      triageKey,
      inboxKey,
    ]);
  });

  it("refreshes the rewarded hunter's balance, credits and history, and only theirs", () => {
    expect(staleKeysOf(notice("report.rewarded", "hunter"), "hunter")).toEqual([
      organizationKey("o1"),
      reportsKey,
      balanceKey("hunter"),
      creditsKey,
      movementsKey,
      inboxKey,
    ]);
    expect(staleKeysOf(notice("report.rewarded", "hunter"), "manager")).toEqual([
      organizationKey("o1"),
      reportsKey,
      inboxKey,
    ]);
    // The program's staff see its budget move.
    expect(staleKeysOf({ ...notice("report.rewarded", "hunter"), programId: "p1" }, "manager")).toEqual([
      organizationKey("o1"),
      reportsKey,
      budgetKey("p1"),
      inboxKey,
    ]);
  });

  it("refreshes the report pages and lists for a report's events, and the inbox for a notification's", () => {
    for (const type of ["report.message.submitted", "report.state.changed"]) {
      expect(staleKeysOf(notice(type, "hunter"), "hunter")).toEqual([
        organizationKey("o1"),
        reportsKey,
        inboxKey,
      ]);
    }
    // A note is the staff's own: no notification, no inbox line.
    expect(staleKeysOf(notice("report.note.created", "hunter"), "manager")).toEqual([
      organizationKey("o1"),
      reportsKey,
    ]);
  });
});
