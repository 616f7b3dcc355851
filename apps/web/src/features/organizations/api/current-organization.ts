import { useMatch } from "@tanstack/react-router";

/**
 * The organization whose pages are on screen: its layout route matched and loaded (a member's view),
 * else null. Not-found pages, /organizations/new and the join page are not under that layout.
 */
export function useCurrentOrganizationId(): string | null {
  const id = useMatch({
    from: "/organizations/$id",
    shouldThrow: false,
    select: (match) => (match.status === "success" ? match.params.id : null),
  });
  return id ?? null;
}
