import type { Program, ProgramAbilities } from "@bounty/shared";
import { CloseButton, Stack, Tabs, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HunterListTab } from "../../api/program-settings-search.ts";
import { SEARCH_PAUSE_MS } from "../list/program-filters.tsx";
import { TestInfoRequestsPanel } from "../test-info/test-info-requests-panel.tsx";
import { HunterListApplications } from "./hunter-list-applications.tsx";
import { HunterListInviteForm } from "./hunter-list-invite-form.tsx";

interface HunterListPanelProps {
  program: Program;
  abilities: ProgramAbilities;
  tab: HunterListTab;
  search: string;
  onChange: (change: { tab?: HunterListTab; search?: string }) => void;
}

/** Spec §2 Hunter List: Invited and Approved, Waiting for approval, and the test-information requests. */
export function HunterListPanel({ program, abilities, tab, search, onChange }: HunterListPanelProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search);
  const [settled] = useDebouncedValue(text, SEARCH_PAUSE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text applies.
  useEffect(() => {
    if (settled.trim() !== search) onChange({ search: settled.trim() });
  }, [settled]);
  useEffect(() => {
    setText((current) => (current.trim() === search ? current : search));
  }, [search]);

  return (
    <Tabs
      value={tab}
      onChange={(value) => value && onChange({ tab: value as HunterListTab })}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab value="approved">{t("Invited and Approved")}</Tabs.Tab>
        <Tabs.Tab value="pending">{t("Waiting for approval")}</Tabs.Tab>
        <Tabs.Tab value="status">{t("Test information")}</Tabs.Tab>
      </Tabs.List>
      {tab !== "status" && (
        <TextInput
          mt="md"
          aria-label={t("Search hunters")}
          placeholder={t("Search hunters by name")}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          rightSection={
            text ? <CloseButton size="sm" aria-label={t("Clear search")} onClick={() => setText("")} /> : null
          }
        />
      )}
      <Tabs.Panel value="approved" pt="md">
        <Stack gap="md">
          {abilities.manageHunters && <HunterListInviteForm programId={program.id} />}
          <HunterListApplications program={program} abilities={abilities} state="approved" search={search} />
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="pending" pt="md">
        <HunterListApplications program={program} abilities={abilities} state="pending" search={search} />
      </Tabs.Panel>
      <Tabs.Panel value="status" pt="md">
        <TestInfoRequestsPanel program={program} abilities={abilities} />
      </Tabs.Panel>
    </Tabs>
  );
}
