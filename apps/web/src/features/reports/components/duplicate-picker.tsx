import type { Report, ReportList } from "@bounty/shared";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client.ts";
import { reportsKey } from "../../../lib/query-keys.ts";
import { duplicatesQuery } from "../api/messages-query.ts";

const label = (r: { number: number; title: string }) => `#${r.number} ${r.title}`;

/**
 * The original of a duplicate (issue 31): the likely ones first (the possible duplicates), then the
 * program's reports found by number ("12" or "#12") or by words in their title and description.
 */
export function DuplicatePicker({
  report,
  value,
  onChange,
}: {
  report: Report;
  value: number | null;
  onChange: (number: number | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const likely = useQuery(duplicatesQuery(report.id)).data ?? [];
  const [typed] = useDebouncedValue(search.trim().replace(/^#/, ""), 250);
  const byNumber = /^\d+$/.test(typed);
  // The field shows the picked report's label: that is not a new search.
  const picked =
    value !== null &&
    search === label(likely.find((l) => l.number === value) ?? { number: value, title: "" });
  const found = useQuery({
    queryKey: [...reportsKey, "original", report.program.id, typed],
    queryFn: ({ signal }) =>
      api.get<ReportList>("/reports", {
        query: {
          view: "org",
          program: report.program.id,
          perPage: 20,
          ...(byNumber ? { number: typed } : { s: typed }),
        },
        signal,
        toast: false,
      }),
    enabled: !picked && (byNumber || typed.length >= 2),
    staleTime: 30_000,
  });
  const others = (found.data?.data ?? []).filter(
    (r) => r.id !== report.id && !likely.some((l) => l.id === r.id),
  );
  const groups = [
    {
      group: t("Possible duplicates"),
      items: likely
        .filter((l) => l.id !== report.id)
        .map((l) => ({ value: String(l.number), label: label(l) })),
    },
    { group: t("Reports found"), items: others.map((r) => ({ value: String(r.number), label: label(r) })) },
  ].filter((g) => g.items.length > 0);
  return (
    <Select
      label={t("Original report")}
      description={t("A report of the same program. The hunter sees its number, not its content.")}
      placeholder={t("Search by number or title")}
      data={groups}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already: every option it answered is shown.
      filter={({ options }) => options}
      nothingFoundMessage={
        typed.length === 0 ? t("Type a number or words of the title") : t("No report of this program matches")
      }
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
      required
    />
  );
}
