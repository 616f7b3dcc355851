import { Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconFileText, IconTable } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { programQuery } from "../../../programs/index.ts";
import { ImportCsv } from "./import-csv.tsx";
import { ImportOne } from "./import-one.tsx";

/**
 * /organizations/{id}/programs/{programId}/import (spec 2 §2, issue 33): reports received elsewhere
 * brought into the triage queue, one at a time or from a CSV file. Offered on triaged programs.
 */
export function ImportPage({ organizationId, programId }: { organizationId: string; programId: string }) {
  const { t } = useTranslation();
  const { data: program } = useSuspenseQuery(programQuery(programId)).data;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t("Import reports")}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t(
            "Reports received elsewhere (by e-mail, from a former platform) join the triage queue marked as imported. They have no hunter and are never rewarded.",
          )}
        </Text>
      </div>
      <Tabs defaultValue="one" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="one" leftSection={<IconFileText size={16} />}>
            {t("One report")}
          </Tabs.Tab>
          <Tabs.Tab value="csv" leftSection={<IconTable size={16} />}>
            {t("From a CSV file")}
          </Tabs.Tab>
        </Tabs.List>
        <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} mt="md">
          <Tabs.Panel value="one">
            <ImportOne program={program} organizationId={organizationId} />
          </Tabs.Panel>
          <Tabs.Panel value="csv">
            <ImportCsv programId={program.id} />
          </Tabs.Panel>
        </Paper>
      </Tabs>
    </Stack>
  );
}
