import { type ScopeCategory, type ScopeGroup, vrtPathName } from "@bounty/shared";
import { Badge, Group, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/section-card.tsx";
import { useVrtLanguage } from "../../severity/api/use-vrt-language.ts";

/** The labels of shared SCOPE_CATEGORY_LABELS, written out so the catalog check sees each key. */
function useCategoryLabel() {
  const { t } = useTranslation();
  const labels: Record<ScopeCategory, string> = {
    domain: t("Web Service"),
    ios: t("iOS"),
    android: t("Android"),
    spa: t("Single Page Application"),
    api: t("REST Api"),
    executable: t("Executable"),
    other: t("Other"),
  };
  return (category: ScopeCategory) => labels[category];
}

/** What hunters may test: each group's categories, target, description and vulnerability types. */
export function ProgramOverviewScope({ scopeGroups }: { scopeGroups: ScopeGroup[] }) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const language = useVrtLanguage();
  return (
    <SectionCard title={t("Scope")} description={t("The targets this program asks you to test.")}>
      {scopeGroups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("The organization has not listed any targets yet.")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th miw={150}>{t("Category")}</Table.Th>
                <Table.Th>{t("Target")}</Table.Th>
                <Table.Th>{t("Description")}</Table.Th>
                <Table.Th>{t("Vulnerability types")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {scopeGroups.map((group) => (
                <Table.Tr key={group.id}>
                  <Table.Td>
                    <Group gap={4}>
                      {group.type.length === 0
                        ? "—"
                        : group.type.map((category) => (
                            <Badge key={category} variant="light" color="gray" size="sm">
                              {categoryLabel(category)}
                            </Badge>
                          ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
                      {group.identifier}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                      {group.description || "—"}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {group.scopes.length === 0 ? (
                      <Text size="sm">{t("Any")}</Text>
                    ) : (
                      <Stack gap={2}>
                        {group.scopes.map((scope) => (
                          <Text key={scope.id} size="sm">
                            {vrtPathName(scope.vrtId, language)}
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
