import type { QueryClient } from "@tanstack/react-query";

export interface RouterContext {
  queryClient: QueryClient;
}

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** "bare": a focused page without navigation (sign-in confirmation, onboarding). */
    layout?: "bare";
  }
}
