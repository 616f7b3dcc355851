import type { Report, UpdateReport } from "@bounty/shared";
import { Button, Select, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useShortcuts } from "../../../lib/shortcuts.ts";
import { membersQuery } from "../../organizations/index.ts";
import { useCurrentUser } from "../../session/index.ts";

const NOBODY = "none";

/**
 * Issue 47: who owns the report, among the program's staff (its organization's admins and the
 * program's managers); nobody leaves it to the team. `a` takes the focus to the picker.
 */
export function AssigneeSelect({
  report,
  onSave,
}: {
  report: Report;
  onSave: (body: UpdateReport) => Promise<void>;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const field = useRef<HTMLInputElement>(null);
  const staff = useQuery(
    membersQuery(report.program.organization.id, { page: 1, perPage: 200, program: report.program.id }),
  );
  useShortcuts({ a: () => field.current?.focus() });
  const people = new Map((staff.data?.data ?? []).map((m) => [m.user.id, m.user.displayName]));
  // The owner stays named while the staff list loads (or if they left it since).
  if (report.assignee && !people.has(report.assignee.id))
    people.set(report.assignee.id, report.assignee.displayName);
  const assign = (assignee: string | null) => {
    if (assignee !== (report.assignee?.id ?? null)) void onSave({ assignee }).catch(() => undefined);
  };
  const mine = me !== null && report.assignee?.id === me.id;
  return (
    <Stack gap={4}>
      <Select
        ref={field}
        label={t("Assignee")}
        description={t("Only the program's team sees it.")}
        data={[
          { value: NOBODY, label: t("The team") },
          ...[...people].map(([value, label]) => ({ value, label })),
        ]}
        value={report.assignee?.id ?? NOBODY}
        onChange={(v) => assign(v === NOBODY || v === null ? null : v)}
        allowDeselect={false}
        searchable
      />
      {me && !mine && people.has(me.id) ? (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => assign(me.id)}
          style={{ alignSelf: "flex-start" }}
        >
          {t("Take it")}
        </Button>
      ) : null}
    </Stack>
  );
}
