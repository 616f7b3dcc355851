import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { NotFoundPage } from "../components/pages/not-found-page.tsx";
import { PageLoader } from "../components/pages/page-loader.tsx";
import { stringifySearch } from "../lib/search-params.ts";
import { AppRouteError } from "./route-error.tsx";
import { routeTree } from "./routeTree.gen.ts";

/** The app's router; tests pass a memory history, the browser uses its own. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    // `range` and other lists as repeated keys (?range=a&range=b), as the spec's links have them.
    stringifySearch,
    // Query data is cached by TanStack Query; the router only decides when to ask for it.
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoader,
    defaultPendingMs: 300,
    defaultErrorComponent: AppRouteError,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
