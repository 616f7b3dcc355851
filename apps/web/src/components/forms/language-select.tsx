import { type Language, languages } from "@bounty/shared";
import { Select, type SelectProps } from "@mantine/core";
import { LANGUAGE_NAMES } from "../../lib/i18n.ts";

interface LanguageSelectProps extends Omit<SelectProps, "data" | "value" | "onChange"> {
  value: Language;
  onChange: (language: Language) => void;
}

/** The UI language, each named in itself: English, 日本語, Français. */
export function LanguageSelect({ value, onChange, ...props }: LanguageSelectProps) {
  return (
    <Select
      data={languages.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
      renderOption={({ option }) => <span lang={option.value}>{option.label}</span>}
      value={value}
      onChange={(next) => next && onChange(next as Language)}
      allowDeselect={false}
      checkIconPosition="right"
      {...props}
    />
  );
}
