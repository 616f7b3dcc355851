import { MenuItem, type MenuItemProps } from "@mantine/core";
import { createLink } from "@tanstack/react-router";
import { type AnchorHTMLAttributes, forwardRef } from "react";

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "color" | "style">;

/** A menu item rendered as a typed router link (checked `to`, `params` and `search`). */
export const MenuItemLink = createLink(
  forwardRef<HTMLAnchorElement, MenuItemProps & Omit<AnchorAttributes, keyof MenuItemProps>>(
    function MenuItemLink(props, ref) {
      return <MenuItem component="a" ref={ref} {...props} />;
    },
  ),
);
