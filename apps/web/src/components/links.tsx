import {
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  MenuItem,
  type MenuItemProps,
  NavLink,
  type NavLinkProps,
} from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef } from "react";

// Mantine components rendered as typed router links (checked `to`, `params` and `search`).
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

export const MenuItemLink = createLink(
  forwardRef<HTMLAnchorElement, MenuItemProps & Omit<AnchorAttributes, keyof MenuItemProps>>(
    function MenuItemLink(props, ref) {
      return <MenuItem component="a" ref={ref} {...props} />;
    },
  ),
);
