import type { ProgramSummary } from "@bounty/shared";
import { Badge, Group, type GroupProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

type BadgeKind = "type" | "visibility" | "status";

const typeColors = { vdp: "indigo", bounty: "teal", internal: "grape" } as const;
const statusColors = { notStarted: "gray", open: "teal", suspended: "orange", stopped: "red" } as const;

interface ProgramBadgesProps extends Omit<GroupProps, "children"> {
  program: Pick<ProgramSummary, "type" | "visibility" | "status">;
  /** Which badges to show, in this order (the /programs card shows no status). */
  show?: BadgeKind[];
}

/** A program's type, visibility and status as badges, with one wording everywhere (spec §2, §4). */
export function ProgramBadges({
  program,
  show = ["type", "visibility", "status"],
  ...groupProps
}: ProgramBadgesProps) {
  const { t } = useTranslation();
  const badges = {
    type: (
      <Badge key="type" variant="light" color={typeColors[program.type]}>
        {{ vdp: t("VDP"), bounty: t("Bug Bounty"), internal: t("Internal") }[program.type]}
      </Badge>
    ),
    visibility: (
      <Badge key="visibility" variant="outline" color="gray">
        {{ public: t("Public"), application: t("Application"), invite: t("Invite only") }[program.visibility]}
      </Badge>
    ),
    status: (
      <Badge key="status" variant="dot" color={statusColors[program.status]}>
        {
          {
            notStarted: t("Not started"),
            open: t("Open"),
            suspended: t("Suspended"),
            stopped: t("Stopped"),
          }[program.status]
        }
      </Badge>
    ),
  };
  return (
    <Group gap={6} {...groupProps}>
      {show.map((kind) => badges[kind])}
    </Group>
  );
}
