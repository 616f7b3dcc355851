import {
  Box,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { IconBellOff, IconChecks } from "@tabler/icons-react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/pages/page-header.tsx";
import { Pager } from "../../../components/pages/pager.tsx";
import { inboxKey } from "../../../lib/query-keys.ts";
import { relativeTime } from "../../../lib/relative-time.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { inboxQuery, markInboxRead } from "../api/inbox.ts";

/**
 * /inbox (issue 31): the notifications this person received, newest first, unread ones marked;
 * opening a line marks it read and goes where it leads; "Mark all read".
 */
export function InboxPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<"all" | "unread">("all");
  const list = useQuery({ ...inboxQuery(page, filter === "unread"), placeholderData: keepPreviousData });
  const [pending, setPending] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxKey });
  const now = Date.now();
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const unread = list.data?.meta.unread ?? 0;
  const pages = Math.max(1, Math.ceil((list.data?.meta.total ?? 0) / (list.data?.meta.perPage ?? 50)));

  const markAll = async () => {
    setPending(true);
    try {
      const result = await markInboxRead({ all: true });
      await refresh();
      showSuccessToast(t("Marked read: {{count}}", { count: result.marked }));
    } catch {
      // Nothing changed; the list stays as it was.
    } finally {
      setPending(false);
    }
  };
  const open = async (id: string, path: string, read: boolean) => {
    if (!read) await markInboxRead({ events: [id] }).catch(() => undefined);
    void refresh();
    await navigate({ href: path });
  };

  return (
    <Stack gap="xl" maw={860} mx="auto">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeader
          title={t("Inbox")}
          description={t("What happened on your reports and programs, the same news your e-mails bring.")}
        />
        <Button
          variant="default"
          leftSection={<IconChecks size={16} />}
          onClick={() => void markAll()}
          loading={pending}
          disabled={unread === 0}
        >
          {t("Mark all read")}
        </Button>
      </Group>
      <SegmentedControl
        value={filter}
        onChange={(v) => {
          setFilter(v as "all" | "unread");
          setPage(1);
        }}
        data={[
          { value: "all", label: t("All") },
          { value: "unread", label: t("Unread ({{count}})", { count: unread > 99 ? "99+" : unread }) },
        ]}
        aria-label={t("Show")}
        style={{ alignSelf: "flex-start" }}
      />
      {list.data && list.data.data.length === 0 ? (
        <Stack align="center" gap="xs" py="xl">
          <IconBellOff size={40} stroke={1.4} aria-hidden />
          <Text fw={600}>{filter === "unread" ? t("Nothing unread") : t("No notifications yet")}</Text>
        </Stack>
      ) : (
        <Paper
          withBorder
          radius="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none", overflow: "hidden" }}
        >
          {(list.data?.data ?? []).map((line, index) => (
            <Box
              component="li"
              key={line.id}
              style={{ borderTop: index === 0 ? undefined : "1px solid var(--mantine-color-default-border)" }}
              data-testid="inbox-line"
              data-read={line.read}
            >
              <UnstyledButton
                onClick={() => void open(line.id, line.path, line.read)}
                w="100%"
                px="md"
                py="sm"
                style={{ display: "flex", gap: 12, alignItems: "flex-start" }}
              >
                <Box
                  mt={7}
                  w={8}
                  h={8}
                  style={{
                    borderRadius: 999,
                    flexShrink: 0,
                    background: line.read ? "transparent" : "var(--mantine-primary-color-filled)",
                  }}
                  aria-hidden
                />
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={line.read ? 400 : 700} style={{ overflowWrap: "anywhere" }}>
                    {line.read ? null : <VisuallyHidden>{t("Unread")}: </VisuallyHidden>}
                    {line.text}
                  </Text>
                  <Text size="xs" c="dimmed" title={exact.format(new Date(line.createdAt))}>
                    {relativeTime(new Date(line.createdAt).getTime() - now, i18n.language)}
                  </Text>
                </Stack>
              </UnstyledButton>
            </Box>
          ))}
        </Paper>
      )}
      <Pager total={pages} value={page} onChange={setPage} />
    </Stack>
  );
}
