import type { Disclosure } from "@bounty/shared";
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Markdown } from "../../../components/text/markdown.tsx";

/** The organization's summary and the hunter's, each through the app's sanitizing Markdown renderer. */
export function DisclosureSummaries({ disclosure: d }: { disclosure: Disclosure }) {
  const { t } = useTranslation();
  const parts = [
    { key: "org", title: t("The organization's summary"), text: d.orgSummary },
    { key: "hunter", title: t("The hunter's summary"), text: d.userSummary },
  ].filter((p) => p.text.trim() !== "");
  if (parts.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t("No summary was written for this disclosure.")}
      </Text>
    );
  return (
    <Stack gap="lg">
      {parts.map((p) => (
        <Stack key={p.key} gap="xs" component="section" aria-label={p.title}>
          <Title order={2} fz="md">
            {p.title}
          </Title>
          <Markdown>{p.text}</Markdown>
        </Stack>
      ))}
    </Stack>
  );
}
