import type { Program } from "@bounty/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { InviteLinkAction } from "../../../../components/invites/invite-link-actions.tsx";
import { InviteLinkSection } from "../../../../components/invites/invite-link-section.tsx";
import { useProgramMutation } from "../../api/program-home-mutations.ts";
import {
  createProgramInvite,
  deleteProgramInvites,
  programInvitesQuery,
  programInviteUrl,
  resetProgramInvite,
} from "../../api/program-invite-api.ts";

/** The program's invite link (non-public programs): create, copy, reset (delete then create) or delete. */
export function ProgramInviteCard({ program, isReadOnly }: { program: Program; isReadOnly: boolean }) {
  const { t } = useTranslation();
  const invites = useQuery(programInvitesQuery(program.id));
  const ids = (invites.data ?? []).map((i) => i.id);
  const run = useProgramMutation(program.id, async (action: InviteLinkAction) => {
    if (action === "create") await createProgramInvite(program.id);
    else if (action === "reset") await resetProgramInvite(program.id, ids);
    else await deleteProgramInvites(program.id, ids);
  });
  const invite = invites.data?.[0];

  return (
    <InviteLinkSection
      description={t("Hunters who open this link can ask to join the program; you approve or reject each.")}
      status={invites.status}
      onRetry={() => void invites.refetch()}
      current={
        invite && {
          link: programInviteUrl(window.location.origin, program.slug, invite.id),
          createdAt: invite.createdAt,
        }
      }
      run={run}
      canManage={!isReadOnly}
      resetWarning={t("The current link stops working at once and a new one replaces it.")}
      deleteWarning={t("The link stops working at once; you can create a new link later.")}
      testId="program-invite-link"
    />
  );
}
