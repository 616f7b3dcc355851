import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { theme } from "../app/theme.ts";
import { i18n } from "../lib/i18n.ts";

/** Renders a component inside the app's providers and a one-route memory router starting at `path`. */
export function renderWithApp(ui: ReactNode, { path = "/" } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme}>
          {/* The app registers its own route tree's type; this test router has a single root route. */}
          <RouterProvider router={router as never} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
