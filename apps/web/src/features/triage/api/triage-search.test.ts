import { describe, expect, it } from "vitest";
import { readSearch } from "../../../lib/search-readers.ts";
import { TriageQueueSearch } from "./triage-search.ts";

describe("/triage/{programId}/reports search", () => {
  it("takes perPage from the URL, 100 by default (spec 2 §2), and refuses what the API would", () => {
    expect(readSearch(TriageQueueSearch, {})).toEqual({ action: [], page: 1, perPage: 100 });
    expect(readSearch(TriageQueueSearch, { perPage: 25, page: 2, action: ["triage"] })).toEqual({
      action: ["triage"],
      page: 2,
      perPage: 25,
    });
    expect(readSearch(TriageQueueSearch, { perPage: 500 }).perPage).toBe(100);
    expect(readSearch(TriageQueueSearch, { perPage: "many" }).perPage).toBe(100);
  });
});
