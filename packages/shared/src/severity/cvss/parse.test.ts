import { describe, expect, it } from "vitest";
import { CvssVectorError, describeCvssVectorError, parseCvssVector } from "./parse.ts";
import { scoreCvss } from "./score.ts";

const V31 = "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H";
const V40 = "CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N";

describe("parseCvssVector refuses malformed vectors with their reason", () => {
  it.each([
    ["", "The CVSS vector is empty."],
    ["   ", "The CVSS vector is empty."],
    [` ${V31}`, "The CVSS vector has spaces around it."],
    [
      "AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
      'A CVSS vector starts with "CVSS:3.1/" or "CVSS:4.0/"; this one starts with "AV:N".',
    ],
    ["CVSS:3.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", 'this one starts with "CVSS:3.0"'],
    ["cvss:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", 'this one starts with "cvss:3.1"'],
    ["CVSS:3.1", 'this one starts with "CVSS:3.1"'],
    ["CVSS:3.1/", "The vector names no metrics after its prefix."],
    [`${V31}/`, 'The vector has an empty part (a doubled or trailing "/").'],
    ["CVSS:3.1/AV:N//AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", "empty part"],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/AH", '"AH" is not a metric:value pair.'],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H:H", '"A:H:H" is not a metric:value pair.'],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/XX:Y", '"XX" is not a CVSS 3.1 metric.'],
    ["CVSS:3.1/AV:N/AC:L/AT:N/PR:N/UI:N/S:U/C:H/I:H/A:H", '"AT" is not a CVSS 3.1 metric.'],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/AV:L", "The metric AV appears more than once."],
    [
      "CVSS:3.1/AV:Q/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
      '"Q" is not a value of AV (Attack Vector); expected one of N, A, L, P.',
    ],
    ["CVSS:3.1/AV:n/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", '"n" is not a value of AV'],
    ["CVSS:3.1/AV:X/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", '"X" is not a value of AV'],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/E:Q", '"Q" is not a value of E (Exploit Code Maturity)'],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H", "Missing base metric: A."],
    ["CVSS:3.1/AV:N/AC:L/PR:N/UI:N/C:H/I:H", "Missing base metrics: S, A."],
    ["CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N", "Missing base metric: SA."],
    [`${V40}/S:N/E:A`, "E must come before S: CVSS 4.0 metrics follow the specification's order."],
    ["CVSS:4.0/AC:L/AV:N/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N", "AV must come before AC"],
    [
      "CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:R/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N",
      '"R" is not a value of UI (User Interaction)',
    ],
    [`${V40}/MSC:S`, '"S" is not a value of MSC (Modified Subsequent Confidentiality)'],
    [
      `${V40}/U:red`,
      '"red" is not a value of U (Provider Urgency); expected one of X, Clear, Green, Amber, Red.',
    ],
    ["CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/C:H/I:H/A:H", '"C" is not a CVSS 4.0 metric.'],
    ["CVSS:4.0/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H", '"U" is not a value of S (Safety)'],
  ])("%j", (vector, reason) => {
    expect(() => parseCvssVector(vector)).toThrow(CvssVectorError);
    expect(describeCvssVectorError(vector)).toContain(reason);
    expect(() => scoreCvss(vector)).toThrow(reason);
  });

  it("carries the problem as data, so the web can word it in every language", () => {
    const caught = (vector: string) => {
      try {
        parseCvssVector(vector);
      } catch (error) {
        return (error as CvssVectorError).problem;
      }
    };
    expect(caught("CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N")).toEqual({
      code: "missing",
      metrics: ["SA"],
    });
    expect(caught("CVSS:3.1/AV:Q/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H")).toEqual({
      code: "badValue",
      metric: "AV",
      value: "Q",
      expected: ["N", "A", "L", "P"],
      version: "3.1",
    });
  });

  it("refuses a value that only exists on Object.prototype", () => {
    expect(describeCvssVectorError("CVSS:3.1/AV:toString/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H")).toContain(
      '"toString" is not a value of AV',
    );
    expect(describeCvssVectorError(`${V31}/constructor:X`)).toContain(
      '"constructor" is not a CVSS 3.1 metric.',
    );
  });
});

describe("parseCvssVector reads valid vectors", () => {
  it("returns the metrics in canonical order", () => {
    expect(parseCvssVector("CVSS:3.1/S:U/AV:N/AC:L/PR:N/UI:N/C:H/I:H/A:H/E:P")).toEqual({
      version: "3.1",
      metrics: { AV: "N", AC: "L", PR: "N", UI: "N", S: "U", C: "H", I: "H", A: "H", E: "P" },
    });
  });

  it("accepts Not Defined (X) for optional metrics and skipped optional groups in v4.0", () => {
    expect(describeCvssVectorError(`${V40}/E:X/CR:X/MSI:S/S:P/AU:Y/R:I/V:C/RE:H/U:Amber`)).toBeNull();
    expect(describeCvssVectorError(`${V40}/U:Clear`)).toBeNull();
    expect(describeCvssVectorError(`${V31}/E:X/MS:C`)).toBeNull();
  });
});
