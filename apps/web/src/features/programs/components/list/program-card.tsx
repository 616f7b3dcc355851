import type { ProgramSummary } from "@bounty/shared";
import { Avatar, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { ProgramBadges } from "./program-badges.tsx";
import classes from "./program-card.module.css";

export function ProgramCard({ program }: { program: ProgramSummary }) {
  return (
    <Card
      renderRoot={(props) => <Link to="/programs/$slug" params={{ slug: program.slug }} {...props} />}
      shadow="xs"
      className={classes.card}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar src={program.organization.icon} name={program.organization.name} color="initials" size={48} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} lineClamp={2}>
            {program.name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {program.organization.name}
          </Text>
          <ProgramBadges program={program} show={["type", "visibility"]} mt={6} />
        </Stack>
      </Group>
    </Card>
  );
}
