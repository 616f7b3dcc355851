import { ATTACHMENT_MAX_BYTES, type Program } from "@bounty/shared";
import { describe, expect, it } from "vitest";
import { draftProblems, emptyDraft, toCreateReport } from "./report-submit-form.tsx";

const program = {
  id: "p1",
  slug: "kiwi",
  cvssVersion: "3.1",
  reportTemplate: "## Steps",
  scopeGroups: [
    { id: "any", type: ["domain"], identifier: "https://kiwi.example", description: "", scopes: [] },
    {
      id: "xss",
      type: ["api"],
      identifier: "https://api.kiwi.example",
      description: "",
      scopes: [{ id: "v", vrtId: "cross_site_scripting_xss", criticality: null }],
    },
  ],
} as unknown as Program;

const ready = () => ({
  ...emptyDraft(program),
  title: "XSS",
  content: "Steps",
  scope: "xss",
  agreed: true,
});

describe("the submission's rules (spec 2 §5)", () => {
  it("starts from the report template with nothing chosen", () => {
    expect(emptyDraft(program)).toMatchObject({ content: "## Steps", scope: null, vrt: null, agreed: false });
  });

  it("holds Submit until the terms, a trimmed title and description and a scope are there", () => {
    expect(Object.values(draftProblems(program, ready())).some(Boolean)).toBe(false);
    expect(draftProblems(program, { ...ready(), title: "  " }).title).toBe(true);
    expect(draftProblems(program, { ...ready(), content: "\n " }).content).toBe(true);
    expect(draftProblems(program, { ...ready(), scope: null }).scope).toBe(true);
    expect(draftProblems(program, { ...ready(), agreed: false }).terms).toBe(true);
  });

  it("needs a type only for a scope without specific types", () => {
    expect(draftProblems(program, { ...ready(), scope: "any" }).vrt).toBe(true);
    expect(
      draftProblems(program, { ...ready(), scope: "any", vrt: "cross_site_scripting_xss.stored" }).vrt,
    ).toBe(false);
    expect(draftProblems(program, ready()).vrt).toBe(false);
  });

  it("refuses files of 30 MB or more", () => {
    const big = { size: ATTACHMENT_MAX_BYTES + 1 } as File;
    expect(draftProblems(program, { ...ready(), files: [big] }).files).toBe(true);
  });

  it("sends the severity the hunter chose, and none when not given", () => {
    expect(toCreateReport(program, ready())).toEqual({
      title: "XSS",
      scope: "xss",
      content: "Steps",
      program: "p1",
      vrt: undefined,
      criticality: undefined,
    });
    expect(
      toCreateReport(program, { ...ready(), severityMode: "custom", customSeverity: "low" }).criticality,
    ).toEqual({
      type: "custom",
      severity: "low",
    });
    expect(toCreateReport(program, { ...ready(), severityMode: "cvss" }).criticality).toMatchObject({
      type: "cvss",
      cvss: { version: "3.1" },
    });
  });
});
