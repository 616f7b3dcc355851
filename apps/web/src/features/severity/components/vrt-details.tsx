import { getVrtNode, scoreCvss, vrtName, vrtPath } from "@bounty/shared";
import { Anchor, Code, Group, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconCalculator, IconExternalLink } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { PlainLink } from "../../../components/text/plain-link.tsx";
import { useVrtLanguage } from "../api/use-vrt-language.ts";
import { SeverityBadge } from "./severity-badge.tsx";
import { VrtPriorityBadge } from "./vrt-priority-badge.tsx";

const cweUrl = (cwe: string) => `https://cwe.mitre.org/data/definitions/${cwe.replace(/^CWE-/i, "")}.html`;

/** One selectable type in full: path, priority, default CVSS v3.1 vector with its score, CWE ids. */
export function VrtDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useVrtLanguage();
  const titleId = useId();
  const node = getVrtNode(id);
  const cvss = scoreCvss(node.cvssV31);
  const parents = vrtPath(id)
    .slice(0, -1)
    .map((step) => vrtName(step, language))
    .join(" > ");

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed">
            {parents}
          </Text>
          <Title order={2} fz="h3" id={titleId} style={{ overflowWrap: "anywhere" }}>
            {vrtName(node, language)}
          </Title>
          <Code mt={4} style={{ overflowWrap: "anywhere" }}>
            {node.id}
          </Code>
        </div>
        <Fact label={t("Priority")}>
          <VrtPriorityBadge priority={node.priority ?? null} />
        </Fact>
        <Fact label={t("Default CVSS v3.1")}>
          <Stack gap={6} align="flex-start">
            <Group gap="xs">
              <Code style={{ overflowWrap: "anywhere" }}>{node.cvssV31}</Code>
              <SeverityBadge severity={cvss.severity} score={cvss.score} size="sm" />
            </Group>
            {/* The calculator's route reads `version` and `vector` from its URL. */}
            <Anchor
              component={PlainLink}
              href={`/tools/cvss?version=3.1&vector=${encodeURIComponent(node.cvssV31)}`}
              size="sm"
            >
              <Group gap={4} component="span" wrap="nowrap">
                <IconCalculator size={16} aria-hidden />
                {t("Open in the CVSS calculator")}
              </Group>
            </Anchor>
          </Stack>
        </Fact>
        <Fact label={t("CWE")}>
          {node.cwe.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("No CWE mapping")}
            </Text>
          ) : (
            <Group gap="sm">
              {node.cwe.map((cwe) => (
                <Anchor key={cwe} href={cweUrl(cwe)} target="_blank" rel="noopener noreferrer" size="sm">
                  <Group gap={2} component="span" wrap="nowrap">
                    {cwe}
                    <IconExternalLink size={14} aria-hidden />
                    <VisuallyHidden>{t("(opens in a new tab)")}</VisuallyHidden>
                  </Group>
                </Anchor>
              ))}
            </Group>
          )}
        </Fact>
      </Stack>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" mb={4}>
        {label}
      </Text>
      {children}
    </div>
  );
}
