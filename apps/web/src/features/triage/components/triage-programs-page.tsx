import { Badge, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconChevronRight } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/pages/page-header.tsx";
import { AnchorLink } from "../../../components/text/links.tsx";
import { triageProgramsQuery } from "../../../lib/triage-programs.ts";
import { OrganizationIcon } from "../../organizations/index.ts";

/** /triage (spec 2 §2): the triaged programs the person triages or runs; the route is 404 when there are none. */
export function TriageProgramsPage() {
  const { t } = useTranslation();
  const programs = useSuspenseQuery(triageProgramsQuery).data;
  const sideLabel = { triager: t("Triager"), organization: t("Organization") } as const;
  return (
    <Stack gap="xl">
      <PageHeader
        title={t("Triage")}
        description={t(
          "The programs whose reports a triage team verifies before the organization acts on them.",
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {programs.map((program) => (
          <Card
            key={program.id}
            component="li"
            withBorder
            radius="md"
            padding="lg"
            data-testid="triage-program"
          >
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap">
                <OrganizationIcon organization={program.organization} size={36} />
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} truncate>
                    {program.name}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {program.organization.name}
                  </Text>
                </div>
              </Group>
              <Group gap={6}>
                {program.sides.map((side) => (
                  <Badge key={side} variant="light" color={side === "triager" ? "grape" : "blue"}>
                    {sideLabel[side]}
                  </Badge>
                ))}
              </Group>
              <Group justify="space-between">
                <Text size="sm">{t("Open in triage: {{count}}", { count: program.open })}</Text>
                <Group gap="md">
                  <AnchorLink
                    to="/triage/$programId"
                    params={{ programId: program.id }}
                    size="sm"
                    fw={600}
                    aria-label={t("Open the dashboard of {{name}}", { name: program.name })}
                  >
                    {t("Dashboard")}
                  </AnchorLink>
                  <AnchorLink
                    to="/triage/$programId/reports"
                    params={{ programId: program.id }}
                    size="sm"
                    fw={600}
                    aria-label={t("Open the queue of {{name}}", { name: program.name })}
                  >
                    <Group gap={2} component="span">
                      {t("Open the queue")}
                      <IconChevronRight size={16} aria-hidden />
                    </Group>
                  </AnchorLink>
                </Group>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
