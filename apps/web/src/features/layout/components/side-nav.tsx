import { Divider, NavLink, Stack, Text } from "@mantine/core";
import {
  IconBug,
  IconCalculator,
  IconInfoCircle,
  IconListSearch,
  IconListTree,
  IconShieldSearch,
  IconTrophy,
} from "@tabler/icons-react";
import { useRouterState } from "@tanstack/react-router";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { PlainLink } from "../../../components/plain-link.tsx";

interface NavItem {
  href: string;
  label: string;
  icon: ReactNode;
}

/** Reports, Programs, Leaderboard, and Triage for users with triage programs (spec §2); then the public tools. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const toolsLabelId = useId();
  // No triage API yet (GET /api/triage/programs): nobody has triage programs, so the entry stays hidden.
  const hasTriagePrograms = false;

  // Reports, Leaderboard and Triage pages come with a later issue, hence plain links.
  const items: NavItem[] = [
    { href: "/reports", label: t("Reports"), icon: <IconBug size={18} stroke={1.6} /> },
    { href: "/programs", label: t("Programs"), icon: <IconListSearch size={18} stroke={1.6} /> },
    { href: "/leaderboard", label: t("Leaderboard"), icon: <IconTrophy size={18} stroke={1.6} /> },
  ];
  if (hasTriagePrograms) {
    items.push({ href: "/triage", label: t("Triage"), icon: <IconShieldSearch size={18} stroke={1.6} /> });
  }

  const tools: NavItem[] = [
    { href: "/tools/cvss", label: t("CVSS calculator"), icon: <IconCalculator size={18} stroke={1.6} /> },
    {
      href: "/tools/taxonomy",
      label: t("Vulnerability types"),
      icon: <IconListTree size={18} stroke={1.6} />,
    },
    { href: "/about", label: t("About Bounty"), icon: <IconInfoCircle size={18} stroke={1.6} /> },
  ];

  const renderItem = (item: NavItem) => {
    const isActive = pathname === item.href || pathname.startsWith(`${item.href}/`);
    return (
      <NavLink
        key={item.href}
        component={PlainLink}
        href={item.href}
        label={item.label}
        leftSection={item.icon}
        active={isActive}
        aria-current={isActive ? "page" : undefined}
        onClick={onNavigate}
        variant="light"
        styles={{ root: { borderRadius: "var(--mantine-radius-md)" }, label: { fontWeight: 500 } }}
      />
    );
  };

  return (
    <Stack gap={4} component="nav" aria-label={t("Main navigation")}>
      {items.map(renderItem)}
      <Divider my="sm" />
      <Stack gap={4} role="group" aria-labelledby={toolsLabelId}>
        <Text id={toolsLabelId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
          {t("Tools")}
        </Text>
        {tools.map(renderItem)}
      </Stack>
    </Stack>
  );
}
