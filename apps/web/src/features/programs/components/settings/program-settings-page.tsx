import { Stack, Tabs } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { programQuery } from "../../api/program-query.ts";
import {
  type ProgramSettingsSearch,
  type SettingsSection,
  sectionOf,
} from "../../api/program-settings-search.ts";
import { HunterListPanel } from "../hunters/hunter-list-panel.tsx";
import { ProgramSettingsGeneral } from "./program-settings-general.tsx";
import { ProgramSubscriptionPanel } from "./program-subscription-panel.tsx";

interface ProgramSettingsPageProps {
  programId: string;
  search: ProgramSettingsSearch;
  onSearchChange: (next: ProgramSettingsSearch) => void;
}

/** Spec §2: tabs General, Subscription (vdp only) and Hunter List (programs that are not public). */
export function ProgramSettingsPage({ programId, search, onSearchChange }: ProgramSettingsPageProps) {
  const { t } = useTranslation();
  const { data: program, abilities } = useSuspenseQuery(programQuery(programId)).data;
  const hasHunterList = program.visibility !== "public";
  const hasSubscription = program.type === "vdp";
  const asked = sectionOf(search);
  // A tab that does not apply to this program (a link kept from before a visibility change) shows General.
  const section: SettingsSection =
    (asked === "hunters" && !hasHunterList) || (asked === "subscription" && !hasSubscription)
      ? "general"
      : asked;

  return (
    <Tabs
      value={section}
      onChange={(value) =>
        // General is the default: /settings, not /settings?section=general.
        value &&
        onSearchChange({
          section: value === "general" ? undefined : (value as SettingsSection),
          tab: undefined,
          search: "",
        })
      }
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="general">{t("General")}</Tabs.Tab>
        {hasSubscription && <Tabs.Tab value="subscription">{t("Subscription")}</Tabs.Tab>}
        {hasHunterList && <Tabs.Tab value="hunters">{t("Hunter List")}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="general">
        <ProgramSettingsGeneral program={program} abilities={abilities} />
      </Tabs.Panel>
      {hasSubscription && (
        <Tabs.Panel value="subscription">
          <ProgramSubscriptionPanel program={program} abilities={abilities} />
        </Tabs.Panel>
      )}
      {hasHunterList && (
        <Tabs.Panel value="hunters">
          <Stack gap="md">
            <HunterListPanel
              program={program}
              abilities={abilities}
              tab={search.tab ?? "approved"}
              search={search.search}
              onChange={(change) =>
                onSearchChange({
                  section: "hunters",
                  tab: change.tab ?? search.tab ?? "approved",
                  search: change.search ?? (change.tab ? "" : search.search),
                })
              }
            />
          </Stack>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
