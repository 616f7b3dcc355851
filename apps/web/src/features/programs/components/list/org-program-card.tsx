import type { ProgramSummary } from "@bounty/shared";
import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ProgramBadges } from "./program-badges.tsx";
import classes from "./program-card.module.css";

/** One program on the organization's list: its badges and new reports, linking to its home. */
export function OrgProgramCard({ program }: { program: ProgramSummary }) {
  const { t } = useTranslation();
  return (
    <Card
      renderRoot={(props) => (
        <Link
          {...props}
          to="/organizations/$id/programs/$programId"
          params={{ id: program.organization.id, programId: program.id }}
        />
      )}
      shadow="xs"
      withBorder
      className={classes.card}
      data-testid={`org-program-${program.slug}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text fw={700} lineClamp={2}>
            {program.name}
          </Text>
          <Badge
            variant={program.newReportsNb > 0 ? "filled" : "light"}
            color={program.newReportsNb > 0 ? "red" : "gray"}
            style={{ flexShrink: 0 }}
          >
            {t("New reports: {{number}}", { number: program.newReportsNb })}
          </Badge>
        </Group>
        <ProgramBadges program={program} />
      </Stack>
    </Card>
  );
}
