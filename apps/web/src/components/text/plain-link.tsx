import { useRouter } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from "react";

/**
 * A client-side link to a path built as a string (a redirect, a saved view's filters, a navigation
 * entry), which the typed `<Link>` cannot name; a path known when the code is written takes `<Link>`.
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
