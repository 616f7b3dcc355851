import { describe, expect, it } from "vitest";
import {
  CvssMetrics,
  CvssV31Metrics,
  CvssV40Metrics,
  cvssMetricsFromVector,
  cvssVectorFromMetrics,
  defaultCvssMetrics,
} from "./convert.ts";
import { cvssBaseMetricsOf } from "./metrics.ts";
import { scoreCvss } from "./score.ts";

describe("metric objects and vectors", () => {
  it("reads a v3.1 vector into the spec's object", () => {
    expect(cvssMetricsFromVector("CVSS:3.1/AV:A/AC:H/PR:L/UI:R/S:C/C:L/I:H/A:N/E:F")).toEqual({
      version: "3.1",
      attackVector: "adjacent",
      attackComplexity: "high",
      privilegesRequired: "low",
      userInteraction: "required",
      scope: "changed",
      confidentiality: "low",
      integrity: "high",
      availability: "none",
    });
  });

  it("reads a v4.0 vector into the spec's object with the subsequent-system impacts", () => {
    expect(cvssMetricsFromVector("CVSS:4.0/AV:P/AC:H/AT:P/PR:H/UI:A/VC:N/VI:L/VA:H/SC:H/SI:L/SA:N")).toEqual({
      version: "4.0",
      attackVector: "physical",
      attackComplexity: "high",
      attackRequirements: "present",
      privilegesRequired: "high",
      userInteraction: "active",
      confidentiality: "none",
      integrity: "low",
      availability: "high",
      sConfidentiality: "high",
      sIntegrity: "low",
      sAvailability: "none",
    });
  });

  it.each([
    "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
    "CVSS:3.1/AV:P/AC:H/PR:H/UI:R/S:C/C:N/I:L/A:N",
    "CVSS:4.0/AV:A/AC:L/AT:N/PR:L/UI:P/VC:L/VI:N/VA:H/SC:L/SI:H/SA:L",
    "CVSS:4.0/AV:L/AC:H/AT:P/PR:N/UI:N/VC:N/VI:N/VA:N/SC:N/SI:N/SA:N",
  ])("round-trips %s", (vector) => {
    const metrics = cvssMetricsFromVector(vector);
    expect(cvssVectorFromMetrics(metrics)).toBe(vector);
    expect(CvssMetrics.parse(JSON.parse(JSON.stringify(metrics)))).toEqual(metrics);
  });

  it("writes the canonical base vector for a v3.1 vector given in another order with optional metrics", () => {
    const metrics = cvssMetricsFromVector("CVSS:3.1/A:H/I:H/C:H/S:U/UI:N/PR:N/AC:L/AV:N/E:U");
    expect(cvssVectorFromMetrics(metrics)).toBe("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H");
  });

  it("fills fields missing from a stored object with network, low, none and so on", () => {
    expect(cvssVectorFromMetrics(CvssMetrics.parse({ version: "3.1" }))).toBe(
      "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:N",
    );
    expect(cvssVectorFromMetrics(defaultCvssMetrics("4.0"))).toBe(
      "CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:N/VI:N/VA:N/SC:N/SI:N/SA:N",
    );
    expect(scoreCvss(cvssVectorFromMetrics(defaultCvssMetrics("3.1"))).score).toBe(0);
  });

  it("refuses unknown values and unknown versions", () => {
    expect(CvssMetrics.safeParse({ version: "3.1", attackVector: "internet" }).success).toBe(false);
    expect(CvssMetrics.safeParse({ version: "3.0" }).success).toBe(false);
    expect(CvssMetrics.safeParse({ version: "4.0", userInteraction: "required" }).success).toBe(false);
  });

  it.each([
    ["3.1", CvssV31Metrics],
    ["4.0", CvssV40Metrics],
  ] as const)("the v%s schema and the metric table name the same fields and values", (version, schema) => {
    const fromTable = Object.fromEntries(
      cvssBaseMetricsOf(version).map((metric) => [metric.field, Object.values(metric.values).sort()]),
    );
    const fromSchema = Object.fromEntries(
      Object.entries(schema.shape)
        .filter(([field]) => field !== "version")
        .map(([field, type]) => [field, [...(type.unwrap().options as string[])].sort()]),
    );
    expect(fromSchema).toEqual(fromTable);
  });
});
