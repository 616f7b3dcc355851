import type { ProgramSummary } from "@bounty/shared";
import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

const statusColors = { notStarted: "gray", open: "teal", suspended: "yellow", stopped: "red" } as const;

/** The program's type, visibility and status as the organization sees them (spec §2, §4). */
export function OrgProgramBadges({
  program,
}: {
  program: Pick<ProgramSummary, "type" | "visibility" | "status">;
}) {
  const { t } = useTranslation();
  const type = { vdp: t("VDP"), bounty: t("Bug Bounty"), internal: t("Internal") }[program.type];
  const visibility = { public: t("Public"), application: t("Application"), invite: t("Invite only") }[
    program.visibility
  ];
  const status = {
    notStarted: t("Not started"),
    open: t("Open"),
    suspended: t("Suspended"),
    stopped: t("Stopped"),
  }[program.status];
  return (
    <Group gap={6}>
      <Badge variant="light" color={program.type === "vdp" ? "indigo" : "teal"}>
        {type}
      </Badge>
      <Badge variant="outline" color="gray">
        {visibility}
      </Badge>
      <Badge variant="dot" color={statusColors[program.status]}>
        {status}
      </Badge>
    </Group>
  );
}
