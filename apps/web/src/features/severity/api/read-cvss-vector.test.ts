import { describe, expect, it } from "vitest";
import { readCvssVector } from "./read-cvss-vector.ts";

const V31 = "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H";

describe("readCvssVector", () => {
  it("reads a vector of the calculator's version into base metrics", () => {
    expect(readCvssVector(`  ${V31}\n`, "3.1")).toEqual({
      kind: "metrics",
      hasDroppedMetrics: false,
      metrics: {
        version: "3.1",
        attackVector: "network",
        attackComplexity: "low",
        privilegesRequired: "none",
        userInteraction: "none",
        scope: "unchanged",
        confidentiality: "high",
        integrity: "high",
        availability: "high",
      },
    });
  });

  it("says when optional metrics were dropped", () => {
    const read = readCvssVector(`${V31}/E:P/RL:O`, "3.1");
    expect(read.kind === "metrics" && read.hasDroppedMetrics).toBe(true);
    const v4 = readCvssVector("CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N/E:A", "4.0");
    expect(v4.kind === "metrics" && v4.hasDroppedMetrics).toBe(true);
  });

  it("names the other version instead of reading it", () => {
    expect(readCvssVector(V31, "4.0")).toEqual({ kind: "otherVersion", version: "3.1" });
  });

  it("gives the parser's reason for a malformed vector", () => {
    expect(readCvssVector("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H", "3.1")).toEqual({
      kind: "invalid",
      problem: { code: "missing", metrics: ["A"] },
    });
    expect(readCvssVector("", "4.0")).toEqual({ kind: "invalid", problem: { code: "empty" } });
  });
});
