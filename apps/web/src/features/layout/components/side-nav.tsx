import { Divider, Stack, Text } from "@mantine/core";
import {
  IconBug,
  IconCalculator,
  IconCoinYen,
  IconInfoCircle,
  IconListSearch,
  IconListTree,
  IconShieldSearch,
  IconTrophy,
  IconUserShield,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isAtOrBelow, type SideNavItem, SideNavLink } from "../../../components/pages/side-nav-link.tsx";
import { triageProgramsQuery } from "../../../lib/triage-programs.ts";
import {
  myOrganizationsQuery,
  OrganizationIcon,
  OrganizationNav,
  useCurrentOrganizationId,
} from "../../organizations/index.ts";
import { useCurrentUser } from "../../session/index.ts";
import { isPlatformStaff } from "../../staff/index.ts";

/**
 * Reports, Programs, Leaderboard, and Triage for users with triage programs (spec §2), or on an
 * organization's pages that organization's navigation; then the public tools.
 */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const organizationId = useCurrentOrganizationId();
  const toolsLabelId = useId();
  const organizationsLabelId = useId();
  const user = useCurrentUser();
  // The organizations the person belongs to, one click away (issue 31): also the way between them.
  const organizations =
    useQuery({ ...myOrganizationsQuery(user?.id ?? ""), enabled: user !== null }).data ?? [];
  // Spec 1 §2: Triage only for people with triaged programs (GET triage/programs).
  const triagePrograms = useQuery({ ...triageProgramsQuery, enabled: user !== null }).data ?? [];
  const hasTriagePrograms = triagePrograms.length > 0;

  const item = (href: string, label: string, icon: SideNavItem["icon"]): SideNavItem => ({
    href,
    label,
    icon,
    isActive: isAtOrBelow(pathname, href),
  });
  const personal: SideNavItem[] = [
    item("/reports", t("Reports"), <IconBug size={18} stroke={1.6} />),
    item("/programs", t("Programs"), <IconListSearch size={18} stroke={1.6} />),
    item("/earnings", t("Earnings"), <IconCoinYen size={18} stroke={1.6} />),
    item("/leaderboard", t("Leaderboard"), <IconTrophy size={18} stroke={1.6} />),
  ];
  if (hasTriagePrograms)
    personal.push(item("/triage", t("Triage"), <IconShieldSearch size={18} stroke={1.6} />));
  if (isPlatformStaff(user))
    personal.push(item("/staff", t("Platform staff"), <IconUserShield size={18} stroke={1.6} />));

  const tools: SideNavItem[] = [
    item("/tools/cvss", t("CVSS calculator"), <IconCalculator size={18} stroke={1.6} />),
    item("/tools/taxonomy", t("Vulnerability types"), <IconListTree size={18} stroke={1.6} />),
    item("/about", t("About Bounty"), <IconInfoCircle size={18} stroke={1.6} />),
  ];

  return (
    <Stack gap={4} component="nav" aria-label={t("Main navigation")}>
      {organizationId ? (
        <OrganizationNav id={organizationId} onNavigate={onNavigate} />
      ) : (
        personal.map((entry) => <SideNavLink key={entry.href} item={entry} onNavigate={onNavigate} />)
      )}
      {!organizationId && organizations.length > 0 ? (
        <>
          <Divider my="sm" />
          <Stack gap={4} role="group" aria-labelledby={organizationsLabelId}>
            <Text id={organizationsLabelId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
              {t("Organizations")}
            </Text>
            {organizations.map((organization) => (
              <SideNavLink
                key={organization.id}
                item={{
                  href: `/organizations/${organization.id}`,
                  label: organization.name,
                  icon: (
                    <span aria-hidden>
                      <OrganizationIcon organization={organization} size={20} />
                    </span>
                  ),
                  isActive: false,
                }}
                onNavigate={onNavigate}
              />
            ))}
          </Stack>
        </>
      ) : null}
      <Divider my="sm" />
      <Stack gap={4} role="group" aria-labelledby={toolsLabelId}>
        <Text id={toolsLabelId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
          {t("Tools")}
        </Text>
        {tools.map((entry) => (
          <SideNavLink key={entry.href} item={entry} onNavigate={onNavigate} />
        ))}
      </Stack>
    </Stack>
  );
}
