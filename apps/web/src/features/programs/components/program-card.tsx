import type { ProgramSummary } from "@bounty/shared";
import { Avatar, Badge, Card, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PlainLink } from "../../../components/plain-link.tsx";
import classes from "./program-card.module.css";

export function ProgramCard({ program }: { program: ProgramSummary }) {
  const { t } = useTranslation();
  const typeLabel = { vdp: t("VDP"), bounty: t("Bounty"), internal: t("Internal") }[program.type];
  const visibilityLabel = { public: t("Public"), application: t("Application"), invite: t("Private") }[
    program.visibility
  ];
  return (
    // The program page (/programs/{slug}) comes with a later issue, hence a plain link.
    <Card component={PlainLink} href={`/programs/${program.slug}`} shadow="xs" className={classes.card}>
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
