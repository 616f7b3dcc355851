import { VRT_VERSION } from "@bounty/shared";
import { Anchor, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCalculator, IconListTree } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/pages/page-header.tsx";

const VRT_URL = "https://github.com/bugcrowd/vulnerability-rating-taxonomy";
const VRT_LICENSE_URL = `${VRT_URL}/blob/v${VRT_VERSION}/LICENSE.md`;
const FIRST_CVSS_URL = "https://www.first.org/cvss/";
const AE_CVSS_URL = "https://github.com/org-metaeffekt/metaeffekt-universal-cvss-calculator";

/** /about: what Bounty is, its licence, the credits its data and libraries ask for, and its tools. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" maw={860} mx="auto">
      <PageHeader
        title={t("About Bounty")}
        description={t(
          "Bounty is an open-source bug bounty and vulnerability disclosure platform. Security researchers report the vulnerabilities they find to the programs organizations run; the organizations' members and a triage team assess the reports, reward the researchers and disclose the fixes.",
        )}
      />

      <Section title={t("License")}>
        <Text>{t("Bounty is open source under the Apache License 2.0.")}</Text>
      </Section>

      <Section title={t("Credits (attribution)")}>
        <List spacing="sm">
          <List.Item>
            {t("Vulnerability taxonomy: Bugcrowd VRT v{{version}}, Apache-2.0", { version: VRT_VERSION })} (
            <ExternalLink href={VRT_URL}>{t("repository")}</ExternalLink>,{" "}
            <ExternalLink href={VRT_LICENSE_URL}>{t("license text")}</ExternalLink>)
          </List.Item>
          <List.Item>
            {/* FIRST asks for this attribution wherever CVSS is used. */}
            {t("CVSS is owned by FIRST and used by permission.")}{" "}
            <ExternalLink href={FIRST_CVSS_URL}>www.first.org/cvss</ExternalLink>
          </List.Item>
          <List.Item>
            {t("CVSS scores computed with ae-cvss-calculator by {metæffekt}, Apache-2.0")} (
            <ExternalLink href={AE_CVSS_URL}>{t("repository")}</ExternalLink>)
          </List.Item>
        </List>
      </Section>

      <Section title={t("Tools")}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ToolCard
            href="/tools/cvss"
            icon={<IconCalculator size={20} />}
            title={t("CVSS calculator")}
            text={t("Score a vulnerability with CVSS v3.1 or v4.0.")}
          />
          <ToolCard
            href="/tools/taxonomy"
            icon={<IconListTree size={20} />}
            title={t("Vulnerability types")}
            text={t("Browse the vulnerability taxonomy: priorities, CVSS vectors and CWE ids.")}
          />
        </SimpleGrid>
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  );
}

interface ToolCardProps {
  href: "/tools/cvss" | "/tools/taxonomy";
  icon: ReactNode;
  title: string;
  text: string;
}

function ToolCard({ href, icon, title, text }: ToolCardProps) {
  return (
    <Card component={Link} to={href} padding="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size="lg" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
