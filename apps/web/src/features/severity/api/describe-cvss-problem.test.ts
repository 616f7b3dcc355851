import { CvssVectorError, parseCvssVector } from "@bounty/shared";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { describeCvssProblem } from "./describe-cvss-problem.ts";

const malformed = [
  "",
  " CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
  "CVSS:3.0/AV:N",
  "CVSS:3.1/",
  "CVSS:3.1/AV:N//AC:L",
  "CVSS:3.1/AVN",
  "CVSS:3.1/XX:Y",
  "CVSS:3.1/AV:N/AV:L",
  "CVSS:3.1/AV:Q",
  "CVSS:4.0/AC:L/AV:N",
  "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H",
  "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/C:H/I:H",
];

const problemOf = (vector: string) => {
  try {
    parseCvssVector(vector);
  } catch (error) {
    if (error instanceof CvssVectorError) return error;
  }
  throw new Error(`${vector} parsed`);
};

afterEach(() => i18n.changeLanguage("en"));

describe("describeCvssProblem", () => {
  it.each(malformed)("words %j in English as the shared parser does", (vector) => {
    const error = problemOf(vector);
    expect(describeCvssProblem(error.problem, i18n.t, () => "Attack Vector")).toBe(error.message);
  });

  it("words the problems in Japanese and French", async () => {
    const missing = problemOf("CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H").problem;
    await i18n.changeLanguage("ja");
    expect(describeCvssProblem(missing, i18n.t)).toBe("基本評価基準が不足しています: A");
    await i18n.changeLanguage("fr");
    expect(describeCvssProblem(missing, i18n.t)).toBe("Métrique de base manquante : A.");
  });
});
