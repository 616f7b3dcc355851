import { Button, type ButtonProps } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage, LANGUAGE_NAMES } from "../../../lib/i18n.ts";

/** The switcher's button: the current language, named in itself. */
export const LanguageButton = forwardRef<
  HTMLButtonElement,
  ButtonProps & Omit<ComponentPropsWithoutRef<"button">, keyof ButtonProps>
>(function LanguageButton(props, ref) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      leftSection={<IconLanguage size={18} aria-hidden />}
      aria-label={t("Language: {{language}}", { language: LANGUAGE_NAMES[current] })}
      px="xs"
      {...props}
    >
      <span lang={current}>{LANGUAGE_NAMES[current]}</span>
    </Button>
  );
});
