import { describe, expect, it } from "vitest";
import { readSearch } from "../../../lib/search-readers.ts";
import { CvssSearch } from "./cvss-search.ts";
import { cvssCalculatorOf } from "./read-cvss-vector.ts";

const V31 = "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H";
const V40 = "CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N";

describe("CVSS page search params", () => {
  it("defaults to v3.1 without a vector", () => {
    expect(readSearch(CvssSearch, {})).toEqual({});
    expect(cvssCalculatorOf({}).version).toBe("3.1");
  });

  it("reads versions written as strings or read by the router as numbers", () => {
    expect(readSearch(CvssSearch, { version: "4.0", vector: V40 })).toEqual({ version: "4.0", vector: V40 });
    expect(readSearch(CvssSearch, { version: 4 }).version).toBe("4.0");
    expect(readSearch(CvssSearch, { version: 3.1 }).version).toBe("3.1");
  });

  it("replaces invalid values by the defaults instead of failing the page", () => {
    expect(readSearch(CvssSearch, { version: 3, vector: 42 })).toEqual({
      version: undefined,
      vector: undefined,
    });
    expect(readSearch(CvssSearch, { version: "v4", vector: "x".repeat(600) })).toEqual({
      version: undefined,
      vector: undefined,
    });
  });
});

describe("cvssCalculatorOf", () => {
  it("takes the metrics of a valid vector, whose version wins over the param", () => {
    expect(cvssCalculatorOf({ version: "3.1", vector: V40 })).toMatchObject({
      version: "4.0",
      metrics: { version: "4.0", confidentiality: "high", sConfidentiality: "none" },
    });
    expect(cvssCalculatorOf({ version: "4.0", vector: V31 }).metrics).toMatchObject({ scope: "unchanged" });
  });

  it("gives the version's defaults for a missing or malformed vector", () => {
    expect(cvssCalculatorOf({ version: "4.0" }).metrics).toMatchObject({
      version: "4.0",
      confidentiality: "none",
    });
    expect(cvssCalculatorOf({ version: "3.1", vector: "CVSS:3.1/AV:N" })).toMatchObject({
      version: "3.1",
      metrics: { attackVector: "network", confidentiality: "none" },
    });
  });
});
