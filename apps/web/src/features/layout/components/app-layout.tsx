import { Button, Center, Loader } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useMatches } from "@tanstack/react-router";
import { type ComponentProps, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser, useSignOut } from "../../session/index.ts";
import { BareLayout } from "./bare-layout.tsx";
import { VisitorShell } from "./visitor-shell.tsx";

type UserShellModule = typeof import("./user-shell.tsx");
let userShellModule: UserShellModule | null = null;

/**
 * The signed-in shell (side navigation, account menu and their popover code) loads on its own, so
 * a visitor's first page does not fetch it. The app starts this as soon as it knows someone is
 * signed in, alongside the first page, so a signed-in start does not wait for it.
 */
export function preloadUserShell(): Promise<UserShellModule> {
  return import("./user-shell.tsx").then((m) => {
    userShellModule = m;
    return m;
  });
}

/**
 * A loader until the shell's code is there (after signing in), then the shell. Not React.lazy: a
 * preloaded lazy component still suspends for a frame, and switching between it and the loaded
 * component later would remount the page under it.
 */
function UserShell(props: ComponentProps<UserShellModule["UserShell"]>) {
  const { t } = useTranslation();
  const [shell, setShell] = useState(userShellModule);
  useEffect(() => {
    if (!shell) void preloadUserShell().then(setShell);
  }, [shell]);
  if (!shell)
    return (
      <Center h="100vh">
        <Loader aria-label={t("Loading")} />
      </Center>
    );
  return <shell.UserShell {...props} />;
}

/** Picks the frame around a page: bare for focused pages, else the signed-in or the visitor shell. */
export function AppLayout({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const isBare = useMatches({ select: (matches) => matches.some((m) => m.staticData.layout === "bare") });

  if (isBare) return <BareLayout aside={user ? <SignOutButton /> : undefined}>{children}</BareLayout>;
  if (user) return <UserShell user={user}>{children}</UserShell>;
  return <VisitorShell>{children}</VisitorShell>;
}

function SignOutButton() {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      leftSection={<IconLogout size={16} />}
      loading={isSigningOut}
      onClick={() => void signOut()}
    >
      {t("Sign Out")}
    </Button>
  );
}
