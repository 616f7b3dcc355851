import type { StaffTriageProgram } from "@bounty/shared";
import { Button, Group, Pill, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconShieldSearch } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchField } from "../../../components/forms/search-field.tsx";
import { PagedList } from "../../../components/pages/paged-list.tsx";
import { SectionCard } from "../../../components/pages/section-card.tsx";
import { staffKey, triageKey } from "../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { assignTriager, setProgramTriage, staffTriageQuery, unassignTriager } from "../api/triage-api.ts";

const SEARCH_PAUSE_MS = 500;

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: staffKey });
    void queryClient.invalidateQueries({ queryKey: triageKey });
  };
}

/** One program: the triage switch, its platform triagers, and the field that assigns one. */
function ProgramTriageRow({ program }: { program: StaffTriageProgram }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [name, setName] = useState("");
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => setProgramTriage(program.id, enabled),
    onSuccess: (next) =>
      showSuccessToast(
        next.triageEnabled ? t("Triage is on for this program.") : t("Triage is off for this program."),
      ),
    onSettled: refresh,
  });
  const assign = useMutation({
    mutationFn: () => assignTriager(program.id, name),
    onSuccess: () => {
      setName("");
      showSuccessToast(t("The triager is assigned."));
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (userId: string) => unassignTriager(program.id, userId),
    onSuccess: () => showSuccessToast(t("The triager is removed.")),
    onSettled: refresh,
  });
  return (
    <Stack
      gap="xs"
      py="sm"
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
      data-testid="staff-triage-program"
    >
      <Group justify="space-between" wrap="nowrap">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {program.name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {program.organization.name}
          </Text>
        </div>
        <Switch
          label={t("Triage")}
          aria-label={t("Triage: {{name}}", { name: program.name })}
          checked={toggle.isPending ? toggle.variables! : program.triageEnabled}
          disabled={toggle.isPending}
          onChange={(event) => toggle.mutate(event.currentTarget.checked)}
        />
      </Group>
      {program.triageEnabled ? (
        <>
          <Group gap={6}>
            {program.triagers.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("No platform triager yet: the organization's triage members triage it.")}
              </Text>
            ) : (
              program.triagers.map((triager) => (
                <Pill
                  key={triager.id}
                  withRemoveButton
                  removeButtonProps={{ "aria-label": t("Remove {{name}}", { name: triager.displayName }) }}
                  onRemove={() => remove.mutate(triager.id)}
                >
                  {triager.displayName} (@{triager.uniqueName})
                </Pill>
              ))
            )}
          </Group>
          <Group
            gap="xs"
            component="form"
            onSubmit={(event) => {
              event.preventDefault();
              if (name.trim()) assign.mutate();
            }}
          >
            <TextInput
              aria-label={t("Triager for {{name}}", { name: program.name })}
              placeholder={t("Unique name or e-mail address")}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button type="submit" variant="default" loading={assign.isPending} disabled={name.trim() === ""}>
              {t("Assign triager")}
            </Button>
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

/** Staff's triage service (issue 32): which programs are triaged, and who triages them. */
export function StaffTriage() {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [s] = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const [page, setPage] = useState(1);
  const list = useQuery({ ...staffTriageQuery(s, page), placeholderData: keepPreviousData });
  return (
    <SectionCard
      icon={<IconShieldSearch size={22} />}
      title={t("Triage")}
      description={t(
        "Turn triage on for the programs whose organizations asked for it, and assign platform triagers.",
      )}
    >
      <Stack gap="sm">
        <SearchField
          label={t("Search programs")}
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
          emptyText={t("No program matches.")}
          skeletonHeight={80}
        >
          {(programs) => (
            <div>
              {programs.map((program) => (
                <ProgramTriageRow key={program.id} program={program} />
              ))}
            </div>
          )}
        </PagedList>
      </Stack>
    </SectionCard>
  );
}
