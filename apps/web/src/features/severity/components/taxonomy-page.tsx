import { listVrtCategories, listVrtNodes, VRT_VERSION } from "@bounty/shared";
import { Anchor, Paper, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/pages/page-header.tsx";
import { VRT_ANY } from "../api/vrt-value.ts";
import { VrtDetails } from "./vrt-details.tsx";
import { VrtPicker } from "./vrt-picker.tsx";

export const VRT_REPOSITORY_URL = "https://github.com/bugcrowd/vulnerability-rating-taxonomy";

interface TaxonomyPageProps {
  /** The selected type id or "any", from the URL's `type`. */
  typeId: string | null;
  onTypeChange: (typeId: string | null) => void;
}

/** /tools/taxonomy: try the vulnerability type picker and read a type's priority, CVSS and CWE. */
export function TaxonomyPage({ typeId, onTypeChange }: TaxonomyPageProps) {
  const { t } = useTranslation();
  const [allowAny, setAllowAny] = useState(typeId === VRT_ANY);
  const typeCount = listVrtNodes().filter((node) => node.isLeaf).length;

  const handleAllowAnyChange = (checked: boolean) => {
    setAllowAny(checked);
    if (!checked && typeId === VRT_ANY) onTypeChange(null);
  };

  return (
    <Stack gap="xl" maw={860} mx="auto">
      <PageHeader
        title={t("Vulnerability types")}
        description={t(
          "Reports and scopes name the type of vulnerability they are about. Each type has a priority from P1 (critical) to P5 (informational), a default CVSS v3.1 vector and CWE ids.",
        )}
      >
        <Text size="sm" c="dimmed" mt="xs">
          {t("{{types}} types in {{categories}} categories.", {
            types: typeCount,
            categories: listVrtCategories().length,
          })}{" "}
          {t("Source:")}{" "}
          <Anchor href={VRT_REPOSITORY_URL} target="_blank" rel="noopener noreferrer" inherit>
            {t("Bugcrowd Vulnerability Rating Taxonomy v{{version}}", { version: VRT_VERSION })}
          </Anchor>
          , Apache-2.0
        </Text>
      </PageHeader>
      <Paper withBorder p={{ base: "md", sm: "lg" }}>
        <Stack gap="md">
          <Switch
            checked={allowAny}
            onChange={(event) => handleAllowAnyChange(event.currentTarget.checked)}
            label={t("Allow 'Any'")}
            description={t("Scopes accept any vulnerability type, or a specific one.")}
          />
          <VrtPicker
            value={typeId}
            onChange={onTypeChange}
            allowAny={allowAny}
            label={t("Vulnerability type")}
          />
        </Stack>
      </Paper>
      {typeId === VRT_ANY && allowAny ? (
        <Text c="dimmed">{t("Any: every vulnerability type is accepted.")}</Text>
      ) : typeId && typeId !== VRT_ANY ? (
        <VrtDetails id={typeId} />
      ) : (
        <Text c="dimmed">{t("Pick a type to see its priority, default CVSS vector and CWE ids.")}</Text>
      )}
    </Stack>
  );
}
