import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";

const ATTEMPTS = 20;

/** A URL hash scrolls to the element with that id, waiting a little for pages that render after their data. */
export function HashScroll() {
  const hash = useRouterState({ select: (s) => s.resolvedLocation?.hash });
  const pathname = useRouterState({ select: (s) => s.resolvedLocation?.pathname });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page with the same hash scrolls again.
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash);
    let attempt = 0;
    let frame = 0;
    const tryScroll = () => {
      const element = document.getElementById(id);
      if (element) element.scrollIntoView({ behavior: "smooth", block: "start" });
      else if (attempt++ < ATTEMPTS) frame = window.setTimeout(tryScroll, 50);
    };
    tryScroll();
    return () => window.clearTimeout(frame);
  }, [hash, pathname]);

  return null;
}
