import { type Language, languages } from "@bounty/shared";
import { Menu } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { currentLanguage, LANGUAGE_NAMES, pickVisitorLanguage } from "../../../lib/i18n.ts";
import { LanguageButton } from "./language-button.tsx";

/** The signed-out pages' language switcher's menu (loaded on first use: see LanguageSwitch). */
export default function LanguageMenu() {
  const current = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <LanguageButton />
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
