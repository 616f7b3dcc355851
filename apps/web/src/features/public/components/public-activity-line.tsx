import type { PublicActivity } from "@bounty/shared";
import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { UserAvatar } from "../../../components/people/user-avatar.tsx";
import { fillSlots } from "../../../components/text/fill-slots.tsx";
import { AnchorLink } from "../../../components/text/links.tsx";
import { formatCredit } from "../../../lib/money.ts";
import { SeverityBadge } from "../../severity/index.ts";

/**
 * One public fact: who, what happened to which report, its severity and date; the disclosure's
 * title (a link) once the report is disclosed. `showProgram` names the program (on profiles).
 */
export function PublicActivityLine({
  activity: a,
  showProgram,
}: {
  activity: PublicActivity;
  showProgram: boolean;
}) {
  const { t, i18n } = useTranslation();
  // The name is a slot the translation places, then filled with a link to the profile.
  const user = "{{user}}";
  const number = a.report.number;
  const sentence = {
    "report.submitted": t("{{user}} submitted report #{{number}}", { user, number }),
    "report.rewarded": a.info
      ? t("{{user}} was rewarded {{amount}} for report #{{number}}", {
          user,
          number,
          amount: formatCredit(a.info.amount, a.info.system, i18n.language),
        })
      : t("{{user}} was rewarded for report #{{number}}", { user, number }),
    "report.rejected": t("Report #{{number}} by {{user}} was rejected", { user, number }),
    "report.disclosed": t("Report #{{number}} by {{user}} was disclosed", { user, number }),
  }[a.event];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(a.date));
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" component="li" py={6}>
      <UserAvatar user={a.user ?? { displayName: "?", icon: null }} size={32} aria-hidden />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {fillSlots(sentence, {
            user: a.user ? (
              <AnchorLink to="/profiles/$name" params={{ name: a.user.uniqueName }} fw={600} inherit>
                {a.user.displayName}
              </AnchorLink>
            ) : (
              <Text span inherit c="dimmed">
                {t("Deleted user")}
              </Text>
            ),
          })}
        </Text>
        <Group gap="xs" wrap="wrap">
          {a.report.scopeSeverity ? <SeverityBadge severity={a.report.scopeSeverity} size="sm" /> : null}
          {a.report.title && a.report.disclosureId ? (
            <AnchorLink
              to="/programs/$slug/disclosures/$disclosureId"
              params={{ slug: a.program.id, disclosureId: a.report.disclosureId }}
              size="sm"
              fw={600}
              style={{ overflowWrap: "anywhere" }}
            >
              {a.report.title}
            </AnchorLink>
          ) : null}
          {showProgram ? (
            <AnchorLink to="/programs/$slug" params={{ slug: a.program.slug }} size="sm" c="dimmed">
              {a.program.name}
            </AnchorLink>
          ) : null}
          <Text size="xs" c="dimmed">
            <time dateTime={a.date}>{when}</time>
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}
