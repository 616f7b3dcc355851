import type { Program, ProgramAbilities } from "@bounty/shared";
import { Group, MultiSelect, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../../components/pages/load-failed.tsx";
import { UserAvatar } from "../../../../components/people/user-avatar.tsx";
import { membersQuery } from "../../../organizations/index.ts";
import { updateProgram, useProgramMutation } from "../../api/program-home-mutations.ts";
import { isSameSet } from "../../api/program-settings-rules.ts";
import { ProgramSettingsField } from "./program-settings-field.tsx";

/** Spec §6: members on the list see the program's reports and manage it; only the admin edits the list. */
export function ProgramSettingsManagers({
  program,
  abilities,
}: {
  program: Program;
  abilities: ProgramAbilities;
}) {
  const { t } = useTranslation();
  const stored = program.managers.map((m) => m.id);
  const [draft, setDraft] = useState<string[] | null>(null);
  const selected = draft ?? stored;
  const save = useProgramMutation(
    program.id,
    (managers: string[]) => updateProgram(program.id, { managers }),
    { onSuccess: () => setDraft(null) },
  );
  const members = useQuery({
    ...membersQuery(program.organization.id, { page: 1, perPage: 200 }),
    enabled: abilities.manageManagers,
  });

  return (
    <ProgramSettingsField
      title={t("Program managers")}
      description={t("Members on this list see the program's reports and manage the program.")}
      canSave={abilities.manageManagers && !isSameSet(selected, stored)}
      isPending={save.isPending}
      onSave={() => save.mutate(selected)}
      isEditable={abilities.manageManagers}
    >
      {abilities.manageManagers ? (
        members.isError ? (
          <LoadFailed onRetry={() => void members.refetch()} />
        ) : (
          <MultiSelect
            aria-label={t("Program managers")}
            placeholder={selected.length === 0 ? t("Pick members") : undefined}
            data={(members.data?.data ?? []).map((m) => ({
              value: m.id,
              label: `${m.user.displayName} (@${m.user.uniqueName})`,
            }))}
            value={selected}
            onChange={setDraft}
            searchable
            clearable
            disabled={members.isPending}
            nothingFoundMessage={t("No member matches.")}
          />
        )
      ) : (
        <>
          {program.managers.length === 0 ? (
            <Text size="sm">{t("No members are on the list yet.")}</Text>
          ) : (
            <Group gap="md">
              {program.managers.map((m) => (
                <Group key={m.id} gap={6} wrap="nowrap">
                  <UserAvatar user={m.user} size={24} radius="xl" />
                  <Text size="sm">{m.user.displayName}</Text>
                </Group>
              ))}
            </Group>
          )}
          <Text size="sm" c="dimmed">
            {t("Only the admin can change the program managers.")}
          </Text>
        </>
      )}
    </ProgramSettingsField>
  );
}
