import { type ChatWebhook, startsWithHooksAddress } from "@bounty/shared";
import {
  ActionIcon,
  Button,
  Code,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { IconBrandSlack, IconEye, IconEyeOff, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/forms/confirm-dialog.tsx";
import { CopyValueButton } from "../../../../components/forms/copy-value-button.tsx";
import { LoadFailed } from "../../../../components/pages/load-failed.tsx";
import { SectionCard } from "../../../../components/pages/section-card.tsx";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { publicConfigQuery } from "../../../config/index.ts";
import {
  chatWebhookKey,
  chatWebhookQuery,
  createChatWebhook,
  deleteChatWebhook,
  maskWebhookUrl,
  setChatWebhookActive,
} from "../../api/chat-webhook.ts";

/** The admin's chat webhook card (spec §2): connect one webhook, turn it on or off, or delete it. */
export function ChatWebhookCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const webhook = useQuery(chatWebhookQuery(organizationId));
  const config = useQuery(publicConfigQuery);
  const isPending = webhook.isPending || config.isPending;
  const failed = webhook.isError ? webhook : config.isError ? config : null;

  return (
    <SectionCard
      icon={<IconBrandSlack size={22} />}
      title={t("Chat webhook")}
      description={t(
        "Post this organization's events (reports, messages, state changes, rewards, programs) to a chat channel.",
      )}
    >
      {failed && <LoadFailed onRetry={() => void failed.refetch()} />}
      {!failed && isPending && <Skeleton height={36} radius="sm" />}
      {webhook.isSuccess && config.isSuccess && (
        <>
          {webhook.data ? (
            <ConnectedWebhook
              organizationId={organizationId}
              webhook={webhook.data}
              baseUrl={config.data.chatWebhookBaseUrl}
            />
          ) : (
            <NewWebhookForm organizationId={organizationId} baseUrl={config.data.chatWebhookBaseUrl} />
          )}
          <Text size="xs" c="dimmed">
            {t("Events of programs whose details are private are posted as a link only.")}
          </Text>
        </>
      )}
    </SectionCard>
  );
}

function NewWebhookForm({ organizationId, baseUrl }: { organizationId: string; baseUrl: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState("");
  const save = useMutation({
    mutationFn: () => createChatWebhook(organizationId, url),
    onSuccess: (created) => {
      queryClient.setQueryData(chatWebhookKey(organizationId), created);
      showSuccessToast(t("Chat webhook saved"));
    },
    // A 409 means another tab connected one: show what is there now.
    onError: () => queryClient.invalidateQueries({ queryKey: chatWebhookKey(organizationId) }),
  });
  const canSave = startsWithHooksAddress(url, baseUrl);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) save.mutate();
  };

  return (
    <form onSubmit={handleSubmit}>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <TextInput
          label={t("Webhook URL")}
          description={t("The URL must start with {{base}}", { base: baseUrl })}
          placeholder={`${baseUrl}services/…`}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" disabled={!canSave} loading={save.isPending}>
          {t("Save")}
        </Button>
      </Group>
    </form>
  );
}

interface ConnectedWebhookProps {
  organizationId: string;
  webhook: ChatWebhook;
  baseUrl: string;
}

function ConnectedWebhook({ organizationId, webhook, baseUrl }: ConnectedWebhookProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isRevealed, setIsRevealed] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const key = chatWebhookKey(organizationId);
  const toggle = useMutation({
    mutationFn: (active: boolean) => setChatWebhookActive(organizationId, active),
    onSuccess: (updated) => {
      queryClient.setQueryData(key, updated);
      showSuccessToast(updated.active ? t("Chat webhook turned on") : t("Chat webhook turned off"));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const remove = useMutation({
    mutationFn: () => deleteChatWebhook(organizationId),
    onSuccess: () => {
      setIsConfirming(false);
      queryClient.setQueryData(key, null);
      showSuccessToast(t("Chat webhook deleted"));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const revealLabel = isRevealed ? t("Hide URL") : t("Show URL");

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <Code
          data-testid="chat-webhook-url"
          style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere", padding: "8px 10px" }}
        >
          {isRevealed ? webhook.webhook : maskWebhookUrl(webhook.webhook, baseUrl)}
        </Code>
        <Tooltip label={revealLabel}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={revealLabel}
            onClick={() => setIsRevealed((shown) => !shown)}
          >
            {isRevealed ? <IconEyeOff size={18} /> : <IconEye size={18} />}
          </ActionIcon>
        </Tooltip>
        <CopyValueButton value={webhook.webhook} />
      </Group>
      <Text size="xs" c="dimmed">
        {t("Only admins see this URL. Anyone who has it can post to your channel.")}
      </Text>
      <Group justify="space-between" gap="sm">
        <Switch
          label={t("Post events to this channel")}
          checked={webhook.active}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
        />
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} />}
          onClick={() => setIsConfirming(true)}
        >
          {t("Delete webhook")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={isConfirming}
        title={t("Delete the chat webhook?")}
        confirmLabel={t("Delete webhook")}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setIsConfirming(false)}
      >
        <Text size="sm">
          {t("Events stop being posted to this channel at once. You can connect a webhook again later.")}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
