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

  it("reads the API's 'No route' 404 as an empty list until GET /api/programs exists", async () => {
    const noRoute = { error: { code: "not_found", message: "No route for GET /api/programs." } };
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse(404, noRoute))),
    );
    await expect(new QueryClient().fetchQuery(programsQuery(search))).resolves.toEqual({
      data: [],
      meta: { total: 0, page: 2, perPage: 200 },
    });
  });

  it("lets other errors through", async () => {
    const failure = { error: { code: "internal", message: "Something went wrong on our side." } };
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse(500, failure))),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(programsQuery(search))).rejects.toMatchObject({ status: 500 });
  });
});
