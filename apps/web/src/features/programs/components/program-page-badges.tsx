import type { Program } from "@bounty/shared";
import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

const statusColors = { notStarted: "gray", open: "teal", suspended: "orange", stopped: "red" } as const;

/** Type, visibility and status of a program, as badges. */
export function ProgramPageBadges({ program }: { program: Program }) {
  const { t } = useTranslation();
  const typeLabel = { vdp: t("VDP"), bounty: t("Bounty"), internal: t("Internal") }[program.type];
  const visibilityLabel = { public: t("Public"), application: t("Application"), invite: t("Private") }[
    program.visibility
  ];
  const statusLabel = {
    notStarted: t("Not started"),
    open: t("Open"),
    suspended: t("Suspended"),
    stopped: t("Stopped"),
  }[program.status];
  return (
    <Group gap={6}>
      <Badge variant="light" color={program.type === "bounty" ? "teal" : "indigo"}>
        {typeLabel}
      </Badge>
      <Badge variant="outline" color="gray">
        {visibilityLabel}
      </Badge>
      <Badge variant="dot" color={statusColors[program.status]}>
        {statusLabel}
      </Badge>
    </Group>
  );
}
