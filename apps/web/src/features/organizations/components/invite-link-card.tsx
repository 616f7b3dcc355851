import { Button, Group, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { IconLink, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { CopyValueButton } from "../../../components/copy-value-button.tsx";
import { LoadFailed } from "../../../components/load-failed.tsx";
import { SectionCard } from "../../../components/section-card.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { showSuccessToast } from "../../../lib/success-toast.ts";
import { createInvite, invitesKey, invitesQuery } from "../api/invites.ts";
import { organizationKey } from "../api/organization-query.ts";
import { InviteLinkActions } from "./invite-link-actions.tsx";

/** The admin's invite link (spec §2, §4): create one, copy it, reset it or delete it. */
export function InviteLinkCard({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const invites = useQuery(invitesQuery(organizationId));
  const create = useMutation({
    mutationFn: () => createInvite(organizationId),
    onSuccess: () => showSuccessToast(t("Invite link created")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesKey(organizationId) }),
  });

  const isNoLongerAdmin = isApiError(invites.error, 403);
  // The organization's abilities are stale: reading them again drops this card from the page.
  useEffect(() => {
    if (isNoLongerAdmin)
      void queryClient.invalidateQueries({ queryKey: organizationKey(organizationId), exact: true });
  }, [isNoLongerAdmin, queryClient, organizationId]);

  const all = invites.data?.data ?? [];
  // Newest first: the link the admin shares. Older ones exist only if made elsewhere (the API, another tab).
  const current = all[0];

  if (isNoLongerAdmin) return null;
  return (
    <SectionCard
      icon={<IconLink size={22} />}
      title={t("Invite link")}
      description={t("Anyone with this link can join as a member. Share it only with people you trust.")}
    >
      {invites.isPending && <Skeleton height={36} radius="sm" />}
      {invites.isError && <LoadFailed onRetry={() => void invites.refetch()} />}
      {invites.isSuccess && !current && (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t("There is no invite link yet.")}</Text>
          <Button
            leftSection={<IconPlus size={16} />}
            loading={create.isPending}
            onClick={() => create.mutate()}
          >
            {t("Create invite link")}
          </Button>
        </Group>
      )}
      {current && (
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <TextInput
              label={t("Link to share")}
              value={current.link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
              style={{ flex: 1, minWidth: 0 }}
              data-testid="invite-link"
            />
            <CopyValueButton value={current.link} />
          </Group>
          <Group justify="space-between" gap="sm">
            <Text size="xs" c="dimmed">
              {t("Created {{date}}", {
                date: new Intl.DateTimeFormat(i18n.language, {
                  dateStyle: "medium",
                  timeStyle: "short",
                }).format(new Date(current.createdAt)),
              })}
            </Text>
            <InviteLinkActions organizationId={organizationId} inviteIds={all.map((i) => i.id)} />
          </Group>
          {all.length > 1 && (
            <Text size="xs" c="dimmed">
              {t(
                "{{number}} invite links work for this organization; Reset and Delete apply to all of them.",
                {
                  number: all.length,
                },
              )}
            </Text>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
