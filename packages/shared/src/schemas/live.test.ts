import { describe, expect, it } from "vitest";
import { parseLiveNotice } from "./live.ts";

describe("parseLiveNotice", () => {
  it("reads a notice, filling absent ids with null", () => {
    expect(parseLiveNotice('{"id":"e1","type":"org.updated","organizationId":"o1"}')).toEqual({
      id: "e1",
      type: "org.updated",
      organizationId: "o1",
      userId: null,
      programId: null,
      reportId: null,
    });
  });

  it("refuses what is not a notice", () => {
    for (const text of [undefined, "", "not json", "{}", '{"id":1,"type":"x"}', '{"id":"e1"}', "null"]) {
      expect(parseLiveNotice(text)).toBeNull();
    }
  });
});
