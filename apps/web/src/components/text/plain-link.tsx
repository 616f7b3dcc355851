import { useRouter } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from "react";

/**
 * A client-side link to a path the route tree does not declare yet (a later issue adds it), so the
 * typed `<Link>` cannot name it. Replace with `<Link>` once the route exists.
 */
export const PlainLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function PlainLink({ href, onClick, ...props }, ref) {
  const router = useRouter();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return <a ref={ref} href={href} onClick={handleClick} {...props} />;
});
