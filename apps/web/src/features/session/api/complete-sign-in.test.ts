import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi } from "../../../test/factories.ts";
import { jsonResponse } from "../../../test/render.tsx";
import { organizationKey } from "../../organizations/api/organization-query.ts";
import { completeSignIn } from "./complete-sign-in.ts";
import { currentUserKey } from "./current-user.ts";

afterEach(() => localStorage.clear());

describe("completeSignIn", () => {
  it("drops what an earlier account of the tab had cached, then loads the new user", async () => {
    const user = { id: "u2", displayName: "Second" };
    mockApi({ "GET /api/users/authenticated": () => jsonResponse(200, { data: user }) });
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentUserKey, { id: "u1" });
    queryClient.setQueryData(organizationKey("o1"), { data: { name: "First's organization" } });

    await expect(completeSignIn(queryClient, { token: "t" })).resolves.toEqual(user);
    expect(queryClient.getQueryData(organizationKey("o1"))).toBeUndefined();
    expect(queryClient.getQueryData(currentUserKey)).toEqual(user);
  });
});
