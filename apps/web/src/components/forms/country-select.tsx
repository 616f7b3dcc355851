import { Select, type SelectProps } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { countryOptions } from "../../lib/countries.ts";

interface CountrySelectProps extends Omit<SelectProps, "data" | "value" | "onChange"> {
  value: string | null;
  onChange: (country: string | null) => void;
}

/** ISO country codes, named in the UI language. */
export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Select
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t("No country matches")}
      placeholder={t("Select a country")}
      checkIconPosition="right"
      maxDropdownHeight={280}
      {...props}
    />
  );
}
