import { MEMBERS_PER_PAGE, type OrganizationAbilities } from "@bounty/shared";
import { Box, Button, Group, Select, Table, Text, VisuallyHidden } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { Pager } from "../../../../components/pages/pager.tsx";
import { SectionCard } from "../../../../components/pages/section-card.tsx";
import { type MembersSearch, membersQuery } from "../../api/members.ts";
import { MembersProgramFilter } from "./members-program-filter.tsx";
import { MembersRow } from "./members-row.tsx";

interface MembersListProps {
  organization: { id: string; name: string };
  abilities: OrganizationAbilities;
  /** The viewer's own membership id: that row says "You". */
  myMemberId: string;
  search: MembersSearch;
  onSearchChange: (next: MembersSearch) => void;
}

/** The members, the admin first, 200 or 400 a page (spec §9), paged when there are more. */
export function MembersList({
  organization,
  abilities,
  myMemberId,
  search,
  onSearchChange,
}: MembersListProps) {
  const { t } = useTranslation();
  // While another page loads, the current one stays on screen (dimmed) instead of a spinner.
  const shownSearch = useDeferredValue(search);
  const { data: list } = useSuspenseQuery(membersQuery(organization.id, shownSearch));
  const isUpdating = shownSearch !== search;
  const pages = Math.max(1, Math.ceil(list.meta.total / shownSearch.perPage));

  return (
    <SectionCard
      title={t("Member list")}
      description={t("Showing {{shown}} of {{total}}", { shown: list.data.length, total: list.meta.total })}
      aside={
        <Group gap="sm" align="flex-end">
          <MembersProgramFilter
            organizationId={organization.id}
            value={search.program}
            onChange={(program) => onSearchChange({ ...search, page: 1, program })}
          />
          <Select
            label={t("Per page")}
            data={MEMBERS_PER_PAGE.map(String)}
            value={String(search.perPage)}
            onChange={(value) => {
              const perPage = MEMBERS_PER_PAGE.find((n) => String(n) === value);
              if (perPage) onSearchChange({ ...search, page: 1, perPage });
            }}
            allowDeselect={false}
            w={100}
            size="xs"
          />
        </Group>
      }
    >
      <Box
        aria-busy={isUpdating}
        style={{ opacity: isUpdating ? 0.55 : 1, transition: "opacity 150ms ease" }}
      >
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("Member")}</Table.Th>
                <Table.Th w={180}>{t("Role")}</Table.Th>
                <Table.Th w={200}>
                  <VisuallyHidden>{t("Actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((member) => (
                <MembersRow
                  key={member.id}
                  organization={organization}
                  abilities={abilities}
                  member={member}
                  isMe={member.id === myMemberId}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      {list.data.length === 0 && (
        // Only a page past the end is empty: every organization has its admin.
        <Group justify="center" gap="sm">
          <Text size="sm" c="dimmed">
            {t("There is nobody on this page.")}
          </Text>
          <Button variant="default" size="xs" onClick={() => onSearchChange({ ...search, page: 1 })}>
            {t("Go to the first page")}
          </Button>
        </Group>
      )}
      <Pager total={pages} value={search.page} onChange={(page) => onSearchChange({ ...search, page })} />
    </SectionCard>
  );
}
