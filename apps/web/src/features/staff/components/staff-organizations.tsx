import { Group, Stack, Switch, Table, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconBuilding } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchField } from "../../../components/forms/search-field.tsx";
import { PagedList } from "../../../components/pages/paged-list.tsx";
import { SectionCard } from "../../../components/pages/section-card.tsx";
import { staffKey } from "../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { OrganizationIcon } from "../../organizations/index.ts";
import { SEARCH_PAUSE_MS } from "../../programs/index.ts";
import { setBountyApproved, staffOrganizationsQuery } from "../api/staff-api.ts";

/** Every organization, searchable, with the switch that lets it create bounty and internal programs. */
export function StaffOrganizations() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [s] = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const [page, setPage] = useState(1);
  const list = useQuery({ ...staffOrganizationsQuery(s, page), placeholderData: keepPreviousData });
  const approve = useMutation({
    mutationFn: ({ id, value }: { id: string; value: boolean }) => setBountyApproved(id, value),
    onSuccess: () => showSuccessToast(t("The organization is updated."), t("Success")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });

  return (
    <SectionCard
      icon={<IconBuilding size={22} />}
      title={t("Organizations")}
      description={t("Bounty approved organizations may create bug bounty and internal programs.")}
    >
      <Stack gap="sm">
        <SearchField
          label={t("Search organizations")}
          value={text}
          onChange={(value) => {
            setText(value);
            setPage(1);
          }}
        />
        <PagedList
          list={list}
          page={page}
          onPageChange={setPage}
          emptyText={t("No organization matches.")}
          skeletonHeight={80}
        >
          {(organizations) => (
            <Table.ScrollContainer minWidth={480}>
              <Table verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("Organization")}</Table.Th>
                    <Table.Th>{t("Members")}</Table.Th>
                    <Table.Th>{t("Programs")}</Table.Th>
                    <Table.Th>{t("Bounty approved")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {organizations.map((organization) => {
                    const pending = approve.isPending && approve.variables?.id === organization.id;
                    return (
                      <Table.Tr key={organization.id} data-testid={`staff-org-${organization.id}`}>
                        <Table.Td>
                          <Group gap="sm" wrap="nowrap">
                            <OrganizationIcon organization={organization} size={32} />
                            <Text fw={600}>{organization.name}</Text>
                          </Group>
                        </Table.Td>
                        <Table.Td>{organization.membersCount}</Table.Td>
                        <Table.Td>{organization.programsCount}</Table.Td>
                        <Table.Td>
                          <Switch
                            aria-label={t("Bounty approved: {{name}}", { name: organization.name })}
                            checked={pending ? approve.variables!.value : organization.bountyApproved}
                            disabled={pending}
                            onChange={(event) =>
                              approve.mutate({ id: organization.id, value: event.currentTarget.checked })
                            }
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PagedList>
      </Stack>
    </SectionCard>
  );
}
