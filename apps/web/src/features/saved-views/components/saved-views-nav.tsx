import type { SavedViewFilters } from "@bounty/shared";
import { NavLink, Stack } from "@mantine/core";
import { IconBookmark, IconUsersGroup } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { PlainLink } from "../../../components/text/plain-link.tsx";
import { savedViewsQuery, showsView, viewHref } from "../api/saved-views.ts";

/** The organization's saved views under Reports in its navigation: the member's own and the shared ones. */
export function SavedViewsNav({
  organizationId,
  onNavigate,
}: {
  organizationId: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const views = useQuery(savedViewsQuery(organizationId)).data ?? [];
  const location = useRouterState({ select: (s) => s.location });
  if (views.length === 0) return null;
  const onList = location.pathname === `/organizations/${organizationId}/reports`;
  const current = location.search as Partial<SavedViewFilters>;
  return (
    <Stack gap={2} pl="lg" component="ul" m={0} aria-label={t("Saved views")} style={{ listStyle: "none" }}>
      {views.map((view) => {
        const active = onList && showsView(current, view);
        return (
          <li key={view.id}>
            <NavLink
              component={PlainLink}
              href={viewHref(organizationId, view.filters)}
              label={view.name}
              leftSection={
                view.shared ? (
                  <IconUsersGroup size={15} stroke={1.6} aria-label={t("Shared with the organization")} />
                ) : (
                  <IconBookmark size={15} stroke={1.6} aria-hidden />
                )
              }
              active={active}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              variant="light"
              py={4}
              styles={{
                root: { borderRadius: "var(--mantine-radius-md)" },
                label: { fontSize: "var(--mantine-font-size-sm)" },
              }}
            />
          </li>
        );
      })}
    </Stack>
  );
}
