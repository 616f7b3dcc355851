import { type AuditEntry, eventTypes, memberAuditEventTypes, platformAuditEventTypes } from "@bounty/shared";
import { Button, Chip, Code, Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedList } from "../../../components/pages/paged-list.tsx";
import { type AuditFilters, type AuditSource, auditLogQuery, downloadAuditCsv } from "../api/audit-log.ts";
import { AuditActor, AuditCards, AuditTarget, AuditVia } from "./audit-entry-cells.tsx";

/** The action filter's choices: each family (`org.member`), then every type the log may hold. */
function actionChoices(source: AuditSource): string[] {
  const types: string[] =
    source.kind === "platform"
      ? [...platformAuditEventTypes]
      : [...eventTypes.filter((type) => !type.startsWith("user.")), ...memberAuditEventTypes];
  const families = new Set(types.map((type) => type.split(".").slice(0, -1).join(".")).filter(Boolean));
  return [...new Set([...families, ...types])].sort();
}

/**
 * An audit log (issue 46): who did what, when, from which session or API key, and to what; filtered by
 * person (pick a name in the list), action and dates; exported as CSV with the same filters.
 */
export function AuditLogView({ source }: { source: AuditSource }) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const list = useQuery(auditLogQuery(source, filters, page));
  const download = useMutation({ mutationFn: () => downloadAuditCsv(source, filters) });
  const change = (next: Partial<AuditFilters>) => {
    setFilters((prev) => ({ ...prev, ...next }));
    setPage(1);
  };
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" }).format(
      new Date(iso),
    );

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t("Action")}
          placeholder={t("Every action")}
          data={actionChoices(source)}
          value={filters.action ?? null}
          onChange={(action) => change({ action: action ?? undefined })}
          searchable
          clearable
          w={{ base: "100%", sm: 300 }}
        />
        <TextInput
          type="date"
          label={t("From")}
          value={filters.from ?? ""}
          onChange={(e) => change({ from: e.currentTarget.value || undefined })}
          w={{ base: "47%", sm: 170 }}
        />
        <TextInput
          type="date"
          label={t("To")}
          value={filters.to ?? ""}
          onChange={(e) => change({ to: e.currentTarget.value || undefined })}
          w={{ base: "47%", sm: 170 }}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          ml={{ sm: "auto" }}
        >
          {t("Export CSV")}
        </Button>
      </Group>
      {filters.actor && (
        <Group gap="xs">
          <Chip
            checked
            onChange={() => change({ actor: undefined })}
            aria-label={t("Show everyone's entries")}
          >
            {t("Only {{name}}'s entries", { name: filters.actor.name })}
          </Chip>
        </Group>
      )}
      {list.isError && list.error.message && (
        <Text c="red" size="sm" role="alert">
          {list.error.message}
        </Text>
      )}
      <PagedList list={list} page={page} onPageChange={setPage} emptyText={t("No entries match.")}>
        {(entries: AuditEntry[]) => (
          <>
            <AuditCards
              entries={entries}
              when={when}
              onPick={(id, name) => change({ actor: { id, name } })}
            />
            <Table.ScrollContainer minWidth={820} visibleFrom="sm">
              <Table verticalSpacing="xs" striped highlightOnHover data-testid="audit-log">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("When")}</Table.Th>
                    <Table.Th>{t("Who")}</Table.Th>
                    <Table.Th>{t("Action")}</Table.Th>
                    <Table.Th>{t("Target")}</Table.Th>
                    <Table.Th>{t("From")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        <Text size="sm">{when(entry.createdAt)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <AuditActor entry={entry} onPick={(id, name) => change({ actor: { id, name } })} />
                      </Table.Td>
                      <Table.Td>
                        <Code>{entry.action}</Code>
                      </Table.Td>
                      <Table.Td maw={320}>
                        <AuditTarget entry={entry} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        <AuditVia entry={entry} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </PagedList>
    </Stack>
  );
}
