import {
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  NavLink,
  type NavLinkProps,
} from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef } from "react";

// Mantine components rendered as typed router links (checked `to`, `params` and `search`). The menu
// item's is in menu-item-link.tsx: these are in every page's first load, and menus are not.
type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "color" | "style">;

export const ButtonLink = createLink(
  forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>(function ButtonLink(props, ref) {
    return <Button component="a" ref={ref} {...props} />;
  }),
);

export const AnchorLink = createLink(
  forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>(function AnchorLink(props, ref) {
    return <Anchor component="a" ref={ref} {...props} />;
  }),
);

export const NavLinkLink = createLink(
  forwardRef<HTMLAnchorElement, NavLinkProps & Omit<AnchorAttributes, keyof NavLinkProps>>(
    function NavLinkLink(props, ref) {
      return <NavLink component="a" ref={ref} {...props} />;
    },
  ),
);
