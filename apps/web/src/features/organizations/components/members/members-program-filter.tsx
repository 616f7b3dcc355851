import { Select } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { orgProgramsQuery } from "../../api/org-programs-query.ts";

interface MembersProgramFilterProps {
  organizationId: string;
  value: string | undefined;
  onChange: (programId: string | undefined) => void;
}

/** Spec §7 "filter by program": everyone, or one program's staff (the admin and its managers). */
export function MembersProgramFilter({ organizationId, value, onChange }: MembersProgramFilterProps) {
  const { t } = useTranslation();
  // The first 200 programs (spec §9's page size) are plenty for a picker; the search box finds the rest.
  const programs = useQuery(orgProgramsQuery(organizationId, 1)).data?.data ?? [];
  return (
    <Select
      label={t("Program")}
      placeholder={t("All members")}
      data={programs.map((p) => ({ value: p.id, label: p.name }))}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      clearable
      searchable
      nothingFoundMessage={t("No Programs Found")}
      w={220}
      size="xs"
    />
  );
}
