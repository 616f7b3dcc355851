import { ThemeIcon } from "@mantine/core";
import { IconUsersPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { JoinPanel } from "../../../../components/invites/join-invite-card.tsx";
import { JoinVisitorPanel } from "../../../../components/invites/join-visitor-panel.tsx";
import { AuthPanel } from "../../../auth/index.ts";
import { useCurrentUser } from "../../../session/index.ts";
import { JoinInvite } from "./join-invite.tsx";

interface JoinPageProps {
  organizationId: string;
  inviteId: string;
  code: string;
}

/** /organizations/{id}/join?i&c: sign in first if needed, then join by the invite (spec §2). */
export function JoinPage({ organizationId, inviteId, code }: JoinPageProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) {
    // Signing in (and onboarding, for a new account) comes back to this page.
    const returnPath = `/organizations/${encodeURIComponent(organizationId)}/join?${new URLSearchParams({ i: inviteId, c: code })}`;
    return (
      <JoinVisitorPanel
        icon={
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconUsersPlus size={34} stroke={1.6} />
          </ThemeIcon>
        }
        title={t("You have been invited to this organization.")}
      >
        <AuthPanel mode="signup" redirect={returnPath} />
      </JoinVisitorPanel>
    );
  }
  return (
    <JoinPanel>
      <JoinInvite organizationId={organizationId} inviteId={inviteId} code={code} user={user} />
    </JoinPanel>
  );
}
