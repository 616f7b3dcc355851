import { Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { InviteLinkAction } from "../../../../components/invites/invite-link-actions.tsx";
import { InviteLinkSection } from "../../../../components/invites/invite-link-section.tsx";
import { isApiError } from "../../../../lib/api-error.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { createInvite, deleteInvites, invitesKey, invitesQuery, resetInvite } from "../../api/invites.ts";
import { organizationKey } from "../../api/organization-query.ts";

/** The admin's invite link (spec §2, §4): create one, copy it, reset it or delete it. */
export function InviteLinkCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const invites = useQuery(invitesQuery(organizationId));
  const all = invites.data?.data ?? [];
  // Every working link: reset and delete must leave none of the old ones working.
  const ids = all.map((i) => i.id);
  const run = useMutation({
    mutationFn: async (action: InviteLinkAction) => {
      if (action === "create") await createInvite(organizationId);
      else if (action === "reset") await resetInvite(organizationId, ids);
      else await deleteInvites(organizationId, ids);
    },
    onSuccess: (_, action) =>
      showSuccessToast(
        {
          create: t("Invite link created"),
          reset: t("Invite link reset. The old link no longer works."),
          delete: t("Invite link deleted. It no longer works."),
        }[action],
      ),
    // After a failure part of the work may be done (a link deleted, no new one yet): show what is there now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesKey(organizationId) }),
  });

  const isNoLongerAdmin = isApiError(invites.error, 403);
  // The organization's abilities are stale: reading them again drops this card from the page.
  useEffect(() => {
    if (isNoLongerAdmin)
      void queryClient.invalidateQueries({ queryKey: organizationKey(organizationId), exact: true });
  }, [isNoLongerAdmin, queryClient, organizationId]);

  // Newest first: the link the admin shares. Older ones exist only if made elsewhere (the API, another tab).
  const current = all[0];

  if (isNoLongerAdmin) return null;
  return (
    <InviteLinkSection
      description={t("Anyone with this link can join as a member. Share it only with people you trust.")}
      status={invites.status}
      onRetry={() => void invites.refetch()}
      current={current}
      run={run}
      resetWarning={t(
        "The current link stops working at once and a new one replaces it. People who have not joined yet will need the new link.",
      )}
      deleteWarning={t(
        "The link stops working at once. Nobody can join with it any more; you can create a new link later.",
      )}
      footnote={
        all.length > 1 && (
          <Text size="xs" c="dimmed">
            {t("{{number}} invite links work for this organization; Reset and Delete apply to all of them.", {
              number: all.length,
            })}
          </Text>
        )
      }
      testId="invite-link"
    />
  );
}
