import type { AuthenticatedUser, ProgramInvitePreview } from "@bounty/shared";
import { Alert, Text, ThemeIcon } from "@mantine/core";
import { IconArrowRight, IconInfoCircle, IconMailCheck } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { JoinButton, JoinInviteCard, SignedInAs } from "../../../../components/invites/join-invite-card.tsx";
import { ButtonLink } from "../../../../components/text/links.tsx";
import { isApiError } from "../../../../lib/api-error.ts";
import { programKey } from "../../../../lib/query-keys.ts";
import { myOrganizationsQuery, OrganizationIcon } from "../../../organizations/index.ts";
import { applyToProgram } from "../../api/program-apply.ts";

interface ProgramJoinInviteProps {
  invite: ProgramInvitePreview;
  user: AuthenticatedUser;
}

/** The program join page for a signed-in person: Join sends a request the organization approves. */
export function ProgramJoinInvite({ invite, user }: ProgramJoinInviteProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const myOrganizations = useQuery(myOrganizationsQuery(user.id));
  const isMember = myOrganizations.data?.some((o) => o.id === invite.organization.id) ?? false;
  const join = useMutation({
    // The page says why a join failed (409: already applied or joined, in the API's words).
    mutationFn: () => applyToProgram(invite.program.slug, invite.id, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programKey(invite.program.slug) }),
  });
  const programLink = (
    <ButtonLink
      to="/programs/$slug"
      params={{ slug: invite.program.slug }}
      variant="default"
      rightSection={<IconArrowRight size={16} />}
    >
      {t("Open the program")}
    </ButtonLink>
  );

  let body: React.ReactNode;
  if (isMember) {
    body = (
      <>
        <Text size="lg">{t("You are already part of this organization.")}</Text>
        {programLink}
      </>
    );
  } else if (join.isSuccess) {
    body = (
      <>
        <ThemeIcon size={48} radius="xl" variant="light" color="teal">
          <IconMailCheck size={26} />
        </ThemeIcon>
        <Text size="lg">{t("Your request was sent; the organization approves each hunter.")}</Text>
        <Text size="sm" c="dimmed">
          {t("Once they approve you, the program opens to you here:")}
        </Text>
        {programLink}
      </>
    );
  } else {
    const failure = join.error ? join.error.message || t("Something wrong happened") : null;
    const isConflict = isApiError(join.error, 409);
    body = (
      <>
        <Text size="lg">
          {t("You have been invited to {{program}} by {{organization}}", {
            program: invite.program.name,
            organization: invite.organization.name,
          })}
        </Text>
        {failure && (
          <Alert
            color={isConflict ? "blue" : "red"}
            variant="light"
            icon={<IconInfoCircle size={18} />}
            w="100%"
            ta="left"
          >
            {failure}
          </Alert>
        )}
        {isConflict ? (
          programLink
        ) : (
          <JoinButton
            note={t("Joining sends a request; the organization approves each hunter.")}
            isPending={join.isPending}
            isDisabled={myOrganizations.isPending}
            onJoin={() => join.mutate()}
          />
        )}
        <SignedInAs user={user} />
      </>
    );
  }

  return (
    <JoinInviteCard
      icon={<OrganizationIcon organization={invite.organization} size={72} />}
      title={invite.program.name}
    >
      {body}
    </JoinInviteCard>
  );
}
