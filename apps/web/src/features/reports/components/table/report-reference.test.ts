import { describe, expect, it } from "vitest";
import { buildReportSummary } from "../report.fixtures.ts";
import { programCode, referencesOf } from "./report-reference.ts";

const inProgram = (id: string, slug: string, number: number) => {
  const base = buildReportSummary();
  return buildReportSummary({ id: `${slug}-${number}`, number, program: { ...base.program, id, slug } });
};

describe("report references across programs (issue 47)", () => {
  it("makes a program's code of its slug's initials", () => {
    expect(programCode("acme-bug-bounty")).toBe("ABB");
    expect(programCode("acme-red-team")).toBe("ART");
    expect(programCode("kiwi")).toBe("KIW");
    expect(programCode("a-very-long-program-name")).toBe("AVLP");
  });

  it("tells two programs' #1 apart, and two programs whose codes meet by their slugs", () => {
    const refs = referencesOf([
      inProgram("p1", "acme-bug-bounty", 1),
      inProgram("p2", "acme-red-team", 1),
      inProgram("p3", "acme-bounty-beta", 2),
    ]);
    expect([...refs.values()]).toEqual(["ACME-BUG-BOUNTY-1", "ART-1", "ACME-BOUNTY-BETA-2"]);
    expect(new Set(refs.values()).size).toBe(3);
    expect(referencesOf([inProgram("p1", "acme-bug-bounty", 4)]).get("acme-bug-bounty-4")).toBe("ABB-4");
  });
});
