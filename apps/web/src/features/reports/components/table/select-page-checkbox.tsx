import { Checkbox } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RowSelection } from "./use-row-selection.ts";

/** The table header's box: selects or clears the page's rows, half-checked when some are selected. */
export function SelectPageCheckbox({ selection }: { selection: RowSelection }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      aria-label={t("Select every report on this page")}
      checked={selection.pageSelected}
      indeterminate={!selection.pageSelected && selection.someOnPage}
      onChange={selection.togglePage}
      size="xs"
    />
  );
}
