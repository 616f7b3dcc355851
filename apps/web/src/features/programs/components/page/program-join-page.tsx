import { Center, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { JoinInvalidPanel } from "../../../../components/invites/join-invalid-panel.tsx";
import { JoinPanel } from "../../../../components/invites/join-invite-card.tsx";
import { JoinVisitorPanel } from "../../../../components/invites/join-visitor-panel.tsx";
import { LoadFailedMessage } from "../../../../components/pages/load-failed.tsx";
import { isApiError } from "../../../../lib/api-error.ts";
import { AuthPanel } from "../../../auth/index.ts";
import { OrganizationIcon } from "../../../organizations/index.ts";
import { useCurrentUser } from "../../../session/index.ts";
import { programInvitePreviewQuery } from "../../api/program-join.ts";
import { ProgramJoinInvite } from "./program-join-invite.tsx";

interface ProgramJoinPageProps {
  slug: string;
  inviteId: string;
}

/** /programs/{slug}/join?i: what the invite is for; sign in first if needed, then Join (spec §2). */
export function ProgramJoinPage({ slug, inviteId }: ProgramJoinPageProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const preview = useQuery(programInvitePreviewQuery(slug, inviteId));

  if (preview.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label={t("Loading…")} />
      </Center>
    );
  }
  if (preview.isError) {
    // One 404 for a deleted or reset link and an unknown program; 400 for a malformed id.
    if (isApiError(preview.error, 404) || isApiError(preview.error, 400))
      return (
        <JoinPanel>
          <JoinInvalidPanel
            title={t("This invite link is no longer valid.")}
            description={t("The organization may have reset or deleted it. Ask them for the current link.")}
          />
        </JoinPanel>
      );
    return (
      <JoinPanel>
        <LoadFailedMessage message={preview.error.message} onRetry={() => void preview.refetch()} />
      </JoinPanel>
    );
  }
  const invite = preview.data;
  if (!user) {
    // Signing in (and onboarding, for a new account) comes back to this page.
    const returnPath = `/programs/${encodeURIComponent(slug)}/join?${new URLSearchParams({ i: inviteId })}`;
    return (
      <JoinVisitorPanel
        icon={<OrganizationIcon organization={invite.organization} size={64} />}
        title={t("You have been invited to {{program}} by {{organization}}", {
          program: invite.program.name,
          organization: invite.organization.name,
        })}
      >
        <AuthPanel mode="signup" redirect={returnPath} />
      </JoinVisitorPanel>
    );
  }
  return (
    <JoinPanel>
      <ProgramJoinInvite invite={invite} user={user} />
    </JoinPanel>
  );
}
