import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { programQuery } from "../../api/program-query.ts";
import { ProgramInviteCard } from "../page/program-invite-card.tsx";
import { ProgramTestForms } from "./program-test-forms.tsx";
import { ProgramTestStatus } from "./program-test-status.tsx";
import { TestInfoRequestsPanel } from "./test-info-requests-panel.tsx";

/** Spec §2: test-information forms and requests, the invite link, activation state, balance and triage flag. */
export function ProgramTestPage({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const { data: program, abilities } = useSuspenseQuery(programQuery(programId)).data;
  const isReadOnly = !abilities.manageHunters;
  return (
    <Stack gap="lg">
      <ProgramTestStatus program={program} />
      <SimpleGrid cols={{ base: 1, md: program.visibility === "public" || isReadOnly ? 1 : 2 }} spacing="lg">
        <ProgramTestForms program={program} isReadOnly={isReadOnly} />
        {program.visibility !== "public" && !isReadOnly && (
          <ProgramInviteCard program={program} isReadOnly={isReadOnly} />
        )}
      </SimpleGrid>
      <section aria-labelledby="test-info-requests">
        <Title order={2} fz="lg" id="test-info-requests" mb="sm">
          {t("Test-information requests")}
        </Title>
        {isReadOnly ? (
          <Text size="sm" c="dimmed">
            {t(
              "Only the organization's admin and the program's managers see the invite link and the test-information requests.",
            )}
          </Text>
        ) : (
          <TestInfoRequestsPanel program={program} abilities={abilities} />
        )}
      </section>
    </Stack>
  );
}
