import { NavLink } from "@mantine/core";
import type { ReactNode } from "react";
import { PlainLink } from "../text/plain-link.tsx";

export interface SideNavItem {
  href: string;
  label: string;
  icon: ReactNode;
  isActive: boolean;
}

/**
 * One entry of the side navigation. A plain link: the entries' paths are built as strings (an
 * organization's, a saved view's), which the typed router link cannot name.
 */
export function SideNavLink({ item, onNavigate }: { item: SideNavItem; onNavigate?: () => void }) {
  return (
    <NavLink
      component={PlainLink}
      href={item.href}
      label={item.label}
      leftSection={item.icon}
      active={item.isActive}
      aria-current={item.isActive ? "page" : undefined}
      onClick={onNavigate}
      variant="light"
      styles={{ root: { borderRadius: "var(--mantine-radius-md)" }, label: { fontWeight: 500 } }}
    />
  );
}

/** The path is the item's page or one below it. */
export const isAtOrBelow = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`);
