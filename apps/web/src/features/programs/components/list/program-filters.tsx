import { CloseButton, Group, SegmentedControl, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ProgramSearch } from "../../api/program-search.ts";

/** Spec §9: the search applies after a 500 ms pause in typing. */
export const SEARCH_PAUSE_MS = 500;

interface ProgramFiltersProps {
  search: ProgramSearch;
  onChange: (change: Partial<Omit<ProgramSearch, "page">>) => void;
}

export function ProgramFilters({ search, onChange }: ProgramFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search.s);
  const [settled] = useDebouncedValue(text, SEARCH_PAUSE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled change of the text applies.
  useEffect(() => {
    if (settled.trim() !== search.s) onChange({ s: settled.trim() });
  }, [settled]);

  // Back/forward or "Clear filters" change the URL: show its value.
  useEffect(() => {
    setText((current) => (current.trim() === search.s ? current : search.s));
  }, [search.s]);

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TextInput
        aria-label={t("Search programs")}
        placeholder={t("Search programs")}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        rightSection={
          text ? <CloseButton size="sm" aria-label={t("Clear search")} onClick={() => setText("")} /> : null
        }
        style={{ flex: "1 1 260px" }}
        size="sm"
      />
      <SegmentedControl
        aria-label={t("Program type")}
        value={search.type}
        onChange={(value) => onChange({ type: value as ProgramSearch["type"] })}
        data={[
          { value: "all", label: t("All types") },
          { value: "vdp", label: t("VDP") },
          { value: "bounty", label: t("Bug Bounty") },
        ]}
      />
      <SegmentedControl
        aria-label={t("Visibility")}
        value={search.visibility}
        onChange={(value) => onChange({ visibility: value as ProgramSearch["visibility"] })}
        data={[
          { value: "all", label: t("Any visibility") },
          { value: "public", label: t("Public") },
          { value: "application", label: t("Application") },
        ]}
      />
    </Group>
  );
}
