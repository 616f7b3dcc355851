import { Burger, type MantineBreakpoint } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The menu button of narrow screens, labelled for what a press will do. */
export function NavBurger(props: { opened: boolean; onClick: () => void; hiddenFrom: MantineBreakpoint }) {
  const { t } = useTranslation();
  return (
    <Burger
      opened={props.opened}
      onClick={props.onClick}
      hiddenFrom={props.hiddenFrom}
      size="sm"
      aria-label={props.opened ? t("Close navigation") : t("Open navigation")}
    />
  );
}
