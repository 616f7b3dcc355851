import {
  type CvssMetrics,
  type CvssVersion,
  cvssVectorFromMetrics,
  defaultCvssMetrics,
} from "@bounty/shared";
import { Stack, Tabs } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/pages/page-header.tsx";
import type { CvssSearch } from "../api/cvss-search.ts";
import { cvssCalculatorOf } from "../api/read-cvss-vector.ts";
import { CvssCalculator } from "./cvss-calculator.tsx";

interface CvssPageProps {
  search: CvssSearch;
  /** `replace`: a metric change rewrites the current history entry instead of adding one. */
  onSearchChange: (next: CvssSearch, options: { replace: boolean }) => void;
}

/** The public CVSS calculator page: v3.1 and v4.0 tabs, the tab and vector kept in the URL so a result is linkable. */
export function CvssPage({ search, onSearchChange }: CvssPageProps) {
  const { t } = useTranslation();
  const fromUrl = cvssCalculatorOf(search);
  const urlKey = cvssVectorFromMetrics(fromUrl.metrics);
  // The page shows its own state at once: the URL lags a navigation behind, and quick clicks read from it
  // would undo each other. A change of the URL from outside (Back, a link) replaces that state.
  const [shown, setShown] = useState(fromUrl);
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey);
    setShown(fromUrl);
  }
  const { version, metrics } = shown;
  // The URL holds the shown tab's vector; the other tab's metrics are kept for this visit only.
  const [hiddenTabs, setHiddenTabs] = useState<Partial<Record<CvssVersion, CvssMetrics>>>({});

  const handleTabChange = (next: string | null) => {
    if ((next !== "3.1" && next !== "4.0") || next === version) return;
    setHiddenTabs((kept) => ({ ...kept, [version]: metrics }));
    const kept = hiddenTabs[next];
    setShown({ version: next, metrics: kept ?? defaultCvssMetrics(next) });
    onSearchChange({ vector: cvssVectorFromMetrics(kept ?? defaultCvssMetrics(next)) }, { replace: false });
  };

  const handleMetricsChange = (next: CvssMetrics) => {
    setShown({ version: next.version, metrics: next });
    onSearchChange({ vector: cvssVectorFromMetrics(next) }, { replace: true });
  };

  return (
    <Stack gap="xl" maw={1000} mx="auto">
      <PageHeader
        title={t("CVSS calculator")}
        description={t(
          "Score a vulnerability with the Common Vulnerability Scoring System: choose its base metrics or paste a vector. The page address keeps the vector, so you can share the result.",
        )}
      />
      <Tabs value={version} onChange={handleTabChange} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="3.1">{t("CVSS v3.1")}</Tabs.Tab>
          <Tabs.Tab value="4.0">{t("CVSS v4.0")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="3.1" pt="lg">
          <CvssCalculator version="3.1" value={metrics} onChange={handleMetricsChange} headingOrder={2} />
        </Tabs.Panel>
        <Tabs.Panel value="4.0" pt="lg">
          <CvssCalculator version="4.0" value={metrics} onChange={handleMetricsChange} headingOrder={2} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
