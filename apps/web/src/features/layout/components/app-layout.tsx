import { Button } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useMatches } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../session/api/current-user.ts";
import { useSignOut } from "../../session/api/use-sign-out.ts";
import { BareLayout } from "./bare-layout.tsx";
import { UserShell } from "./user-shell.tsx";
import { VisitorShell } from "./visitor-shell.tsx";

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
