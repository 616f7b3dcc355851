import { Button, Group, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { IconLink, IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CopyValueButton } from "../forms/copy-value-button.tsx";
import { LoadFailed } from "../pages/load-failed.tsx";
import { SectionCard } from "../pages/section-card.tsx";
import { InviteLinkActions, type InviteLinkRun } from "./invite-link-actions.tsx";

interface InviteLinkSectionProps {
  /** Who may use the link, and what it does. */
  description: string;
  /** The invites query's state; `onRetry` reads it again after a failure. */
  status: "pending" | "error" | "success";
  onRetry: () => void;
  /** The newest link, the one to share; absent when there is none. */
  current?: { link: string; createdAt: string };
  run: InviteLinkRun;
  /** Read-only viewers see the link but cannot create, reset or delete it. */
  canManage?: boolean;
  resetWarning: string;
  deleteWarning: string;
  /** A remark under the link (say, that more than one link works). */
  footnote?: ReactNode;
  testId: string;
}

/** An invite link card (spec §2, §4): create one, copy it, reset it or delete it. */
export function InviteLinkSection({
  description,
  status,
  onRetry,
  current,
  run,
  canManage = true,
  resetWarning,
  deleteWarning,
  footnote,
  testId,
}: InviteLinkSectionProps) {
  const { t, i18n } = useTranslation();
  return (
    <SectionCard icon={<IconLink size={22} />} title={t("Invite link")} description={description}>
      {status === "pending" && <Skeleton height={36} radius="sm" />}
      {status === "error" && <LoadFailed onRetry={onRetry} />}
      {status === "success" && !current && (
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t("There is no invite link yet.")}</Text>
          {canManage && (
            <Button
              leftSection={<IconPlus size={16} />}
              loading={run.isPending}
              onClick={() => run.mutate("create")}
            >
              {t("Create invite link")}
            </Button>
          )}
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
              data-testid={testId}
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
            {canManage && (
              <InviteLinkActions run={run} resetWarning={resetWarning} deleteWarning={deleteWarning} />
            )}
          </Group>
          {footnote}
        </Stack>
      )}
    </SectionCard>
  );
}
