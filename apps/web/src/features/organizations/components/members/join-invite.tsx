import type { AuthenticatedUser } from "@bounty/shared";
import { Center, Loader, Text } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { JoinInvalidPanel } from "../../../../components/invites/join-invalid-panel.tsx";
import { JoinButton, JoinInviteCard, SignedInAs } from "../../../../components/invites/join-invite-card.tsx";
import { LoadFailedMessage } from "../../../../components/pages/load-failed.tsx";
import { ButtonLink } from "../../../../components/text/links.tsx";
import { isApiError } from "../../../../lib/api-error.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { invitePreviewQuery, invitesKey, isInviteQuery, joinOrganization } from "../../api/invites.ts";
import { myOrganizationsKey, organizationKey } from "../../api/organization-query.ts";
import { OrganizationIcon } from "../organization-icon.tsx";

interface JoinInviteProps {
  organizationId: string;
  inviteId: string;
  code: string;
  user: AuthenticatedUser;
}

/** The join page for a signed-in person: the organization the link is for, and Join (spec §2). */
export function JoinInvite({ organizationId, inviteId, code, user }: JoinInviteProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const preview = useQuery(invitePreviewQuery(organizationId, inviteId, code));
  const join = useMutation({
    mutationFn: () => joinOrganization(organizationId, inviteId, code),
    onSuccess: async () => {
      // Whatever this browser cached about the organization predates the membership (say, from before
      // an admin removed this person). This page's own preview stays, so it does not reload meanwhile.
      const isInvite = isInviteQuery(organizationId);
      queryClient.removeQueries({
        queryKey: organizationKey(organizationId),
        predicate: (q) => !isInvite(q),
      });
      await queryClient.invalidateQueries({ queryKey: myOrganizationsKey });
      showSuccessToast(t("You joined {{name}}.", { name: preview.data?.organization.name }));
      await navigate({ to: "/organizations/$id", params: { id: organizationId } });
    },
    // The toast says why; a link deleted meanwhile or a membership made in another tab shows here too.
    onError: () => queryClient.invalidateQueries({ queryKey: invitesKey(organizationId) }),
  });

  if (preview.isPending) {
    return (
      <Center py={48}>
        <Loader aria-label={t("Loading…")} />
      </Center>
    );
  }
  if (preview.isError) {
    // The API answers one 404 for a deleted link, a wrong code and an unknown organization; 400 for a malformed one.
    if (isApiError(preview.error, 404) || isApiError(preview.error, 400))
      return (
        <JoinInvalidPanel
          title={t("This invite link is not valid any more.")}
          description={t("The admin may have reset or deleted it. Ask them for the current link.")}
        />
      );
    return <LoadFailedMessage message={preview.error.message} onRetry={() => void preview.refetch()} />;
  }

  const { organization, isMember } = preview.data;
  return (
    <JoinInviteCard
      icon={<OrganizationIcon organization={organization} size={80} />}
      title={organization.name}
    >
      {isMember ? (
        <>
          <Text size="lg">{t("You are already part of this organization.")}</Text>
          <ButtonLink
            to="/organizations/$id"
            params={{ id: organization.id }}
            size="md"
            rightSection={<IconArrowRight size={18} />}
          >
            {t("Open the organization")}
          </ButtonLink>
        </>
      ) : (
        <>
          <Text size="lg">{t("You have been invited to this organization.")}</Text>
          <JoinButton
            note={t("You join as a member; the admin decides the roles.")}
            isPending={join.isPending}
            onJoin={() => join.mutate()}
          />
          <SignedInAs user={user} />
        </>
      )}
    </JoinInviteCard>
  );
}
