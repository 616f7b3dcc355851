import { Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { OrganizationIcon } from "../../../organizations/index.ts";
import { programQuery } from "../../api/program-query.ts";
import { HunterTestInfoSection } from "../hunters/hunter-test-info-section.tsx";
import { GuidelineAcceptCard } from "./guideline-accept-card.tsx";
import { ProgramApplyCard } from "./program-apply-card.tsx";
import { ProgramOverviewGuidelines } from "./program-overview-guidelines.tsx";
import { ProgramOverviewPrivate } from "./program-overview-private.tsx";
import { ProgramOverviewRewards } from "./program-overview-rewards.tsx";
import { ProgramOverviewScope } from "./program-overview-scope.tsx";
import { ReplyTime } from "./program-page-layout.tsx";

/** The Overview tab: guidelines, scope and rewards; beside them the viewer's part (apply, guideline, test information). */
export function ProgramOverview({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { data: program, abilities } = useSuspenseQuery(programQuery(slug)).data;
  const participation = program.participation;
  // The API sends no guidelines and no scope to those who may not see the details (spec §8).
  const isPrivate = !abilities.preview && program.contents.length === 0 && program.scopeGroups.length === 0;
  const seesDetails = program.visibility === "public" || participation?.application?.state === "approved";

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <Stack gap="lg">
          {isPrivate ? (
            <ProgramOverviewPrivate />
          ) : (
            <>
              <ProgramOverviewGuidelines contents={program.contents} />
              <ProgramOverviewScope scopeGroups={program.scopeGroups} />
            </>
          )}
          {program.type !== "vdp" && <ProgramOverviewRewards program={program} />}
          <HunterTestInfoSection slug={slug} program={program} abilities={abilities} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <Stack gap="lg">
          <ProgramApplyCard slug={slug} program={program} abilities={abilities} />
          {participation && seesDetails && !isPrivate && (
            <GuidelineAcceptCard slug={slug} program={program} />
          )}
          <Paper withBorder p="lg" component="section" aria-label={t("About the organization")}>
            <Stack gap="sm">
              <Title order={2} fz="md">
                {t("Organization")}
              </Title>
              <Group gap="sm" wrap="nowrap">
                <OrganizationIcon organization={program.organization} size={40} />
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {program.organization.name}
                </Text>
              </Group>
              <ReplyTime seconds={program.replySpeed} />
            </Stack>
          </Paper>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
