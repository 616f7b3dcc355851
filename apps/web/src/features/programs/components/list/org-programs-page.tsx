import { PROGRAMS_PER_PAGE } from "@bounty/shared";
import { Box, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconListSearch } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/pages/page-header.tsx";
import { Pager } from "../../../../components/pages/pager.tsx";
import { organizationQuery, orgProgramsQuery } from "../../../organizations/index.ts";
import { CreateProgramButton } from "./create-program-button.tsx";
import { OrgProgramCard } from "./org-program-card.tsx";

interface OrgProgramsPageProps {
  organizationId: string;
  page: number;
  onPageChange: (page: number) => void;
}

/** /organizations/{id}/programs: every program of the organization; the admin creates new ones here. */
export function OrgProgramsPage({ organizationId, page, onPageChange }: OrgProgramsPageProps) {
  const { t } = useTranslation();
  const { data: organization, abilities } = useSuspenseQuery(organizationQuery(organizationId)).data;
  // While the next page loads, the current one stays on screen (dimmed).
  const shownPage = useDeferredValue(page);
  const list = useSuspenseQuery(orgProgramsQuery(organizationId, shownPage)).data;
  const pages = Math.max(1, Math.ceil(list.meta.total / PROGRAMS_PER_PAGE));
  const isUpdating = shownPage !== page;

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <PageHeader
        title={t("Programs")}
        description={t("The programs of {{name}}: open one to set it up, start it or follow its reports.", {
          name: organization.name,
        })}
      >
        <Group mt="md">
          {abilities.createProgram ? (
            <CreateProgramButton organization={organization} />
          ) : (
            <Text size="sm" c="dimmed">
              {t("Only an admin can create programs.")}
            </Text>
          )}
        </Group>
      </PageHeader>
      <Box
        component="section"
        aria-label={t("Program list")}
        aria-busy={isUpdating}
        style={{ opacity: isUpdating ? 0.55 : 1, transition: "opacity 150ms ease" }}
      >
        {list.data.length === 0 ? (
          <Paper withBorder p={{ base: "xl", sm: 48 }}>
            <Stack align="center" ta="center" gap="sm">
              <ThemeIcon size={56} radius="xl" variant="light" color="gray">
                <IconListSearch size={28} />
              </ThemeIcon>
              <Title order={2} fz="xl">
                {t("No Programs Found")}
              </Title>
              <Text c="dimmed" maw={420}>
                {abilities.createProgram
                  ? t("Create your first program to start receiving vulnerability reports.")
                  : t("The admin has not created any program yet.")}
              </Text>
            </Stack>
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {list.data.map((program) => (
              <OrgProgramCard key={program.id} program={program} />
            ))}
          </SimpleGrid>
        )}
      </Box>
      <Pager total={pages} value={page} onChange={onPageChange} />
    </Stack>
  );
}
