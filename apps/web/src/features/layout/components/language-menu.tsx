import { type Language, languages } from "@bounty/shared";
import { Button, Menu } from "@mantine/core";
import { IconCheck, IconLanguage } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { currentLanguage, LANGUAGE_NAMES, pickVisitorLanguage } from "../../../lib/i18n.ts";

/** The signed-out pages' language switcher: every language named in itself, the choice remembered. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t("Language: {{language}}", { language: LANGUAGE_NAMES[current] })}
          px="xs"
        >
          <span lang={current}>{LANGUAGE_NAMES[current]}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language: Language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void pickVisitorLanguage(language)}
            rightSection={language === current ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={language === current ? "true" : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
