import { type Language, languages } from "@bounty/shared";
import { Select, type SelectProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface LanguageSelectProps extends Omit<SelectProps, "data" | "value" | "onChange"> {
  value: Language;
  onChange: (language: Language) => void;
}

/** The UI language: English (US), Japanese, French. */
export function LanguageSelect({ value, onChange, ...props }: LanguageSelectProps) {
  const { t } = useTranslation();
  const labels: Record<Language, string> = { en: t("English (US)"), ja: t("Japanese"), fr: t("French") };
  return (
    <Select
      data={languages.map((language) => ({ value: language, label: labels[language] }))}
      value={value}
      onChange={(next) => next && onChange(next as Language)}
      allowDeselect={false}
      checkIconPosition="right"
      {...props}
    />
  );
}
