import { type ScopeCategory, type ScopeGroup, vrtPathName } from "@bounty/shared";
import { Badge, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../../components/pages/section-card.tsx";
import { useVrtLanguage } from "../../../severity/index.ts";
import { scopeCategoryLabels } from "../settings/scope-category-labels.ts";

function useCategoryLabel() {
  const { t } = useTranslation();
  const labels = scopeCategoryLabels(t);
  return (category: ScopeCategory) => labels[category];
}

/**
 * A target with its break opportunities where a URL reads well: after "://" and before ".", "/", "?",
 * "#", "&", "=", "-" and "_". Only a segment still too long for the column breaks anywhere (break-word
 * does so without narrowing the column).
 */
function ScopeTarget({ identifier }: { identifier: string }) {
  const parts = identifier.split(/(:\/\/|[./?#&=_-])/).filter(Boolean);
  return (
    <Text size="sm" ff="monospace" style={{ overflowWrap: "break-word" }}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered.
        <Fragment key={index}>
          {index > 0 && part !== "://" && /^[./?#&=_-]$/.test(part) && <wbr />}
          {part}
          {part === "://" && <wbr />}
        </Fragment>
      ))}
    </Text>
  );
}

/** One group's cells, shared by the table (wide screens) and the cards (phones). */
function useScopeCells() {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const language = useVrtLanguage();
  return {
    categories: (group: ScopeGroup) => (
      <Group gap={4}>
        {group.type.length === 0
          ? "—"
          : group.type.map((category) => (
              <Badge key={category} variant="light" color="gray" size="sm">
                {categoryLabel(category)}
              </Badge>
            ))}
      </Group>
    ),
    target: (group: ScopeGroup) => <ScopeTarget identifier={group.identifier} />,
    description: (group: ScopeGroup) => (
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "break-word" }}>
        {group.description || "—"}
      </Text>
    ),
    vulnerabilityTypes: (group: ScopeGroup) =>
      group.scopes.length === 0 ? (
        <Text size="sm">{t("Any")}</Text>
      ) : (
        <Stack gap={2}>
          {group.scopes.map((scope) => (
            <Text key={scope.id} size="sm">
              {vrtPathName(scope.vrtId, language)}
            </Text>
          ))}
        </Stack>
      ),
  };
}

/** Below this width the table would scroll sideways: the groups show as cards instead. */
const TABLE_MIN_WIDTH = 480;

/**
 * Wide columns: one row per group, the target (under its categories' badges) wide enough for a host
 * name; a separate category column left it too narrow beside the overview's side column.
 */
function ScopeTable({ scopeGroups }: { scopeGroups: ScopeGroup[] }) {
  const { t } = useTranslation();
  const cells = useScopeCells();
  return (
    <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={260} w="45%">
              {t("Target")}
            </Table.Th>
            <Table.Th>{t("Description")}</Table.Th>
            <Table.Th miw={120}>{t("Vulnerability types")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {scopeGroups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td>
                <Stack gap={6}>
                  {group.type.length > 0 && cells.categories(group)}
                  {cells.target(group)}
                </Stack>
              </Table.Td>
              <Table.Td>{cells.description(group)}</Table.Td>
              <Table.Td>{cells.vulnerabilityTypes(group)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Narrow columns (phones, tablets beside the menu): one card per group, each field under its label. */
function ScopeCards({ scopeGroups }: { scopeGroups: ScopeGroup[] }) {
  const { t } = useTranslation();
  const cells = useScopeCells();
  const field = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {value}
    </div>
  );
  return (
    <Stack
      gap="sm"
      component="ul"
      style={{ listStyle: "none", padding: 0, margin: 0 }}
      aria-label={t("Scope")}
    >
      {scopeGroups.map((group) => (
        <Paper key={group.id} component="li" withBorder p="sm" radius="md">
          <Stack gap="xs">
            {field(t("Target"), cells.target(group))}
            {field(t("Category"), cells.categories(group))}
            {field(t("Description"), cells.description(group))}
            {field(t("Vulnerability types"), cells.vulnerabilityTypes(group))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** What hunters may test: each group's categories, target, description and vulnerability types. */
export function ProgramOverviewScope({ scopeGroups }: { scopeGroups: ScopeGroup[] }) {
  const { t } = useTranslation();
  // The column's width, not the screen's: the overview's main column is narrow beside the menu too.
  // Until measured (0) the table shows.
  const { ref, width } = useElementSize();
  const stacked = width > 0 && width < TABLE_MIN_WIDTH;
  return (
    <SectionCard title={t("Scope")} description={t("The targets this program asks you to test.")}>
      {scopeGroups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("The organization has not listed any targets yet.")}
        </Text>
      ) : (
        <div ref={ref}>
          {stacked ? <ScopeCards scopeGroups={scopeGroups} /> : <ScopeTable scopeGroups={scopeGroups} />}
        </div>
      )}
    </SectionCard>
  );
}
