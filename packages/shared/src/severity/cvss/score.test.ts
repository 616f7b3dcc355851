import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { scoreCvss } from "./score.ts";

interface Sample {
  vector: string;
  score: number;
  base?: number;
}

function samples(file: string): Sample[] {
  const url = new URL(`../../../test-fixtures/cvss-samples/${file}`, import.meta.url);
  return readFileSync(url, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Sample);
}

describe("scoreCvss on FIRST's sample scores", () => {
  it.each([
    ["cvss31-base.jsonl", 300],
    ["cvss40-base.jsonl", 600],
    ["cvss40-full.jsonl", 200],
  ])("%s holds %i samples", (file, count) => {
    expect(samples(file)).toHaveLength(count);
  });

  it("scores every CVSS v3.1 base sample exactly", () => {
    const wrong = samples("cvss31-base.jsonl").filter(
      (sample) => scoreCvss(sample.vector).score !== sample.score,
    );
    expect(wrong).toEqual([]);
  });

  it("scores every CVSS v4.0 base sample exactly", () => {
    const wrong = samples("cvss40-base.jsonl").filter(
      (sample) => scoreCvss(sample.vector).score !== sample.score,
    );
    expect(wrong).toEqual([]);
  });

  it("returns the base score of CVSS v4.0 vectors with threat, environmental and supplemental metrics", () => {
    const full = samples("cvss40-full.jsonl");
    expect(full.some((sample) => sample.score !== sample.base)).toBe(true);
    const wrong = full.filter((sample) => scoreCvss(sample.vector).score !== sample.base);
    expect(wrong).toEqual([]);
  });

  it("names the version and the severity", () => {
    expect(scoreCvss("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H")).toEqual({
      version: "3.1",
      score: 9.8,
      severity: "critical",
    });
    expect(scoreCvss("CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:L/VI:L/VA:L/SC:N/SI:N/SA:N")).toEqual({
      version: "4.0",
      score: 6.9,
      severity: "medium",
    });
    expect(scoreCvss("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:N")).toEqual({
      version: "3.1",
      score: 0,
      severity: "none",
    });
  });

  it("keeps v3.1 temporal and environmental metrics out of the base score", () => {
    const base = "CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:C/C:H/I:L/A:H";
    expect(scoreCvss(`${base}/E:U/RL:O/RC:U/CR:L/MAV:P/MC:N`).score).toBe(scoreCvss(base).score);
    expect(scoreCvss(base).score).toBe(9.9);
  });

  it("accepts v3.1 metrics in any order", () => {
    expect(scoreCvss("CVSS:3.1/A:H/I:H/C:H/S:U/UI:N/PR:N/AC:L/AV:N").score).toBe(9.8);
  });
});
