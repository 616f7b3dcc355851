import type { AuthenticatedUser } from "@bounty/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach } from "vitest";
import { createAppRouter } from "../app/router.tsx";
import { theme } from "../app/theme.ts";
import { preloadUserShell } from "../features/layout/components/app-layout.tsx";
import { currentUserKey } from "../features/session/api/current-user.ts";
import { i18n } from "../lib/i18n.ts";
import { mockApi } from "./factories.ts";

// The signed-in shell loads on its own; loaded here, a test that ends as soon as the URL is right
// does not leave its import running after the file's environment is torn down (an unhandled error).
await preloadUserShell();

/** The routers rendered by the current test: their page loads settle before the file's teardown. */
let routers: ReturnType<typeof createAppRouter>[] = [];
afterEach(async () => {
  const loading = () => routers.some((r) => r.state.status !== "idle" || r.state.isLoading);
  for (let waited = 0; loading() && waited < 5000; waited += 20)
    await new Promise((done) => setTimeout(done, 20));
  routers = [];
});

/**
 * The whole app (root route, shell, the page's route with its search validation) at `path`, as a
 * visitor or as `user`. The API answers 404 to everything: for public pages that need no data.
 */
export function renderAppAt(path: string, { user = null }: { user?: AuthenticatedUser | null } = {}) {
  mockApi({});
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserKey, user);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  routers.push(router);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

/** The current URL's search params, as the route validated them. */
export const searchOf = (router: { state: { location: { search: unknown } } }) =>
  router.state.location.search as Record<string, unknown>;
