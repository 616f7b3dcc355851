import type { ProgramSummary } from "@bounty/shared";
import { Avatar, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import classes from "./program-card.module.css";

export function ProgramCard({ program }: { program: ProgramSummary }) {
  const { t } = useTranslation();
  const typeLabel = { vdp: t("VDP"), bounty: t("Bounty"), internal: t("Internal") }[program.type];
  const visibilityLabel = { public: t("Public"), application: t("Application"), invite: t("Private") }[
    program.visibility
  ];
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
          <Group gap={6} mt={6}>
            <Badge variant="light" color={program.type === "bounty" ? "teal" : "indigo"}>
              {typeLabel}
            </Badge>
            <Badge variant="outline" color="gray">
              {visibilityLabel}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
