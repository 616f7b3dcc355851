import { Group, Skeleton, Stack, Text } from "@mantine/core";
import {
  IconArrowLeft,
  IconBug,
  IconHistory,
  IconLayoutDashboard,
  IconListSearch,
  IconSettings,
  IconUsers,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { Fragment, useId } from "react";
import { useTranslation } from "react-i18next";
import { isAtOrBelow, type SideNavItem, SideNavLink } from "../../../components/pages/side-nav-link.tsx";
import { AnchorLink } from "../../../components/text/links.tsx";
import { SavedViewsNav } from "../../saved-views/index.ts";
import { organizationQuery } from "../api/organization-query.ts";
import { OrganizationIcon } from "./organization-icon.tsx";

/**
 * An organization's side navigation (spec §2): Dashboard, Reports, Programs, Settings, Members under
 * its icon and name, with a way back to the personal navigation above them.
 */
export function OrganizationNav({ id, onNavigate }: { id: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The layout route loaded it before this shows; this only reads it (and follows its changes).
  const answer = useQuery(organizationQuery(id)).data;
  const organization = answer?.data;
  const nameId = useId();
  const base = `/organizations/${id}`;
  const section = (page: string, label: string, icon: SideNavItem["icon"]): SideNavItem => {
    const href = `${base}/${page}`;
    return { href, label, icon, isActive: isAtOrBelow(pathname, href) };
  };
  const items: SideNavItem[] = [
    {
      href: base,
      label: t("Dashboard"),
      icon: <IconLayoutDashboard size={18} stroke={1.6} />,
      // The dashboard is the organization's root, so every other page is below it: only an exact match.
      isActive: pathname === base || pathname === `${base}/`,
    },
    section("reports", t("Reports"), <IconBug size={18} stroke={1.6} />),
    section("programs", t("Programs"), <IconListSearch size={18} stroke={1.6} />),
    section("settings", t("Settings"), <IconSettings size={18} stroke={1.6} />),
    section("members", t("Members"), <IconUsers size={18} stroke={1.6} />),
    ...(answer?.abilities.readAuditLog
      ? [section("audit-log", t("Audit log"), <IconHistory size={18} stroke={1.6} />)]
      : []),
  ];

  return (
    <>
      <AnchorLink
        to="/programs"
        onClick={onNavigate}
        size="xs"
        c="dimmed"
        underline="hover"
        px="sm"
        py={4}
        style={{ alignSelf: "flex-start" }}
      >
        <Group gap={6} wrap="nowrap" component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t("Personal account")}
        </Group>
      </AnchorLink>
      <Group gap="sm" wrap="nowrap" px="sm" py="xs" mb={4}>
        {organization ? (
          <OrganizationIcon organization={organization} size={36} />
        ) : (
          <Skeleton height={36} width={36} radius="md" />
        )}
        <div style={{ minWidth: 0, flex: 1 }}>
          {organization ? (
            <Text id={nameId} fw={700} size="sm" truncate title={organization.name}>
              {organization.name}
            </Text>
          ) : (
            <Skeleton height={12} width="70%" my={4} />
          )}
          <Text size="xs" c="dimmed">
            {t("Organization")}
          </Text>
        </div>
      </Group>
      <Stack gap={4} role="group" aria-labelledby={nameId}>
        {items.map((entry) => (
          <Fragment key={entry.href}>
            <SideNavLink item={entry} onNavigate={onNavigate} />
            {entry.href === `${base}/reports` ? (
              <SavedViewsNav organizationId={id} onNavigate={onNavigate} />
            ) : null}
          </Fragment>
        ))}
      </Stack>
    </>
  );
}
