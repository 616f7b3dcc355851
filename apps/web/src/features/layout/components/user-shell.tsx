import type { AuthenticatedUser } from "@bounty/shared";
import { AppShell, Group, ScrollArea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ReactNode } from "react";
import { Logo } from "../../../components/text/logo.tsx";
import { InboxBell } from "../../inbox/index.ts";
import { AccountSwitcher } from "./account-switcher.tsx";
import { NavBurger } from "./nav-burger.tsx";
import { shellStyles } from "./shell-styles.ts";
import { ShortcutsHelp } from "./shortcuts-help.tsx";
import { SideNav } from "./side-nav.tsx";

/** The signed-in layout: side navigation with the account switcher at its foot. */
export function UserShell({ user, children }: { user: AuthenticatedUser; children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60, collapsed: false }}
      navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding={{ base: "md", sm: "xl" }}
      styles={shellStyles}
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <NavBurger opened={opened} onClick={toggle} hiddenFrom="sm" />
            <Logo />
          </Group>
          <InboxBell />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <SideNav onNavigate={close} />
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: "1px solid var(--app-shell-border-color)" }}>
          <AccountSwitcher user={user} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
      <ShortcutsHelp />
    </AppShell>
  );
}
