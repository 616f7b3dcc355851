import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test/render.tsx";
import { programsQuery } from "./programs-query.ts";

afterEach(() => vi.unstubAllGlobals());
const search = { page: 2, type: "vdp", visibility: "all", s: "acme" } as const;

describe("programs query", () => {
  it("asks for 200 programs with the filters", async () => {
    const list = { data: [], meta: { total: 0, page: 2, perPage: 200 } };
    const fetchMock = vi.fn((_url: RequestInfo | URL) => Promise.resolve(jsonResponse(200, list)));
    vi.stubGlobal("fetch", fetchMock);
    await expect(new QueryClient().fetchQuery(programsQuery(search))).resolves.toEqual(list);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      "/api/programs?page=2&perPage=200&type=vdp&visibility=all&s=acme",
    );
  });

  it("hands the API's cards over as they are", async () => {
    const card = {
      id: "6f1c2a52-55a4-4a61-9e0c-3b1c1c7f8b10",
      slug: "acme",
      name: "Acme",
      type: "bounty",
      visibility: "public",
      status: "open",
      organization: { id: "0b9f7a0e-7b1e-4f44-8a47-8d2f8f0f5b11", name: "Acme Inc.", icon: null },
      newReportsNb: 0,
    };
    const list = { data: [card], meta: { total: 1, page: 2, perPage: 200 } };
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse(200, list))),
    );
    await expect(new QueryClient().fetchQuery(programsQuery(search))).resolves.toEqual(list);
  });

  it.each([
    [404, "not_found", "No route for GET /api/programs."],
    [500, "internal", "Something went wrong on our side."],
  ])("lets a %i through as an error, never as an empty list", async (status, code, message) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse(status, { error: { code, message } }))),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(programsQuery(search))).rejects.toMatchObject({ status });
  });
});
