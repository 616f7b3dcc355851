import { Container, Stack } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../../components/pages/page-header.tsx";
import type { MembersSearch } from "../../api/members.ts";
import { myMembershipQuery, organizationQuery } from "../../api/organization-query.ts";
import { InviteLinkCard } from "./invite-link-card.tsx";
import { MembersList } from "./members-list.tsx";

interface MembersPageProps {
  organizationId: string;
  search: MembersSearch;
  onSearchChange: (next: MembersSearch) => void;
}

/** /organizations/{id}/members: the invite link (admin) and the member list with its role selectors. */
export function MembersPage({ organizationId, search, onSearchChange }: MembersPageProps) {
  const { t } = useTranslation();
  const { data: organization, abilities } = useSuspenseQuery(organizationQuery(organizationId)).data;
  const me = useSuspenseQuery(myMembershipQuery(organizationId)).data;

  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <PageHeader
          title={t("Members")}
          description={
            abilities.manageMembers
              ? t("Invite people with a link, choose each member's role, or remove them.")
              : t("The people in {{name}} and their roles. Only the admin changes roles.", {
                  name: organization.name,
                })
          }
        />
        {abilities.manageInvites && <InviteLinkCard organizationId={organization.id} />}
        <MembersList
          organization={organization}
          abilities={abilities}
          myMemberId={me.id}
          search={search}
          onSearchChange={onSearchChange}
        />
      </Stack>
    </Container>
  );
}
