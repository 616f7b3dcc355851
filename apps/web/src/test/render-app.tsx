import type { AuthenticatedUser } from "@bounty/shared";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createAppRouter } from "../app/router.tsx";
import { theme } from "../app/theme.ts";
import { currentUserKey } from "../features/session/api/current-user.ts";
import { i18n } from "../lib/i18n.ts";
import { mockApi } from "./factories.ts";

/**
 * The whole app (root route, shell, the page's route with its search validation) at `path`, as a
 * visitor or as `user`. The API answers 404 to everything: for public pages that need no data.
 */
export function renderAppAt(path: string, { user = null }: { user?: AuthenticatedUser | null } = {}) {
  mockApi({});
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserKey, user);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
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
