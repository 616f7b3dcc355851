import { waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { buildUser, mockApi } from "../test/factories.ts";
import { buildOrganization } from "../test/organizations.ts";
import { jsonResponse } from "../test/render.tsx";
import { renderAppAt } from "../test/render-app.tsx";

const ORG = buildOrganization().id;
const REPORT = "5f1d7a3e-8c2b-4b6e-9a1f-2c3d4e5f6a7b";

it("a hovered or focused report row preloads the page's code, never the report (reading marks it read)", async () => {
  const { router } = renderAppAt("/about", { user: buildUser() });
  await waitFor(() => expect(router.state.status).toBe("idle"));
  const { fetchMock } = mockApi({
    [`GET /api/organizations/${ORG}`]: () => jsonResponse(200, { data: buildOrganization() }),
  });
  const detailRequests = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).startsWith(`/api/reports/${REPORT}`));
  const to = { to: "/organizations/$id/reports/$reportId", params: { id: ORG, reportId: REPORT } } as const;

  await router.preloadRoute(to);
  expect(detailRequests()).toHaveLength(0);

  // Opening it does read it: the preload's silence is not a page that never asks.
  await router.navigate(to);
  await waitFor(() => expect(detailRequests()).toHaveLength(1));
});
