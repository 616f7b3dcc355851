import type { AuthenticatedUser } from "@bounty/shared";
import { FocusTrap, Modal, ScrollArea, Tabs } from "@mantine/core";
import { useMediaQuery, useWindowEvent } from "@mantine/hooks";
import { IconAdjustments, IconKey, IconShieldLock, IconUserCircle, IconWallet } from "@tabler/icons-react";
import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FinancialTab } from "../../rewards/index.ts";
import { SecurityTab } from "../../security/index.ts";
import type { SettingsTab } from "../api/settings-search.ts";
import { useSettingsModal } from "../api/use-settings-modal.ts";
import { ApiKeyTab } from "./api-key-tab.tsx";
import { PreferencesTab } from "./preferences-tab.tsx";
import { ProfileTab } from "./profile-tab.tsx";
import classes from "./settings-modal.module.css";

/** Spec §2: the settings modal with tabs Profile, Preferences, Financial ('For Hunter') and Hunter API Key; issue 46 adds Security. */
export function SettingsModal({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation();
  const { tab, switchTab, close } = useSettingsModal();
  const isNarrow = useMediaQuery("(max-width: 48em)") ?? false;
  // While the modal fades out the URL has no tab any more; the last one stays on screen.
  const [shownTab, setShownTab] = useState<SettingsTab>(tab ?? "profile");
  if (tab && tab !== shownTab) setShownTab(tab);

  // Mantine closes every open modal on Escape; a confirmation opened from a tab (which then holds the
  // focus) must close alone, so this modal only answers Escape pressed inside it.
  const contentRef = useRef<HTMLDivElement>(null);
  useWindowEvent("keydown", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.key !== "Escape" || event.isComposing || tab === undefined) return;
    if (target?.getAttribute("data-mantine-stop-propagation") === "true") return; // an open dropdown
    if (contentRef.current?.contains(document.activeElement)) close();
  });

  const tabs: { value: SettingsTab; label: string; icon: ReactNode; panel: ReactNode }[] = [
    {
      value: "profile",
      label: t("Profile"),
      icon: <IconUserCircle size={18} stroke={1.6} />,
      panel: <ProfileTab user={user} />,
    },
    {
      value: "preferences",
      label: t("Preferences"),
      icon: <IconAdjustments size={18} stroke={1.6} />,
      panel: <PreferencesTab user={user} />,
    },
    {
      value: "security",
      label: t("Security"),
      icon: <IconShieldLock size={18} stroke={1.6} />,
      panel: <SecurityTab user={user} />,
    },
    {
      value: "financial",
      label: t("For Hunter"),
      icon: <IconWallet size={18} stroke={1.6} />,
      panel: <FinancialTab user={user} />,
    },
    {
      value: "api-key",
      label: t("Hunter API Key"),
      icon: <IconKey size={18} stroke={1.6} />,
      panel: <ApiKeyTab user={user} />,
    },
  ];

  return (
    <Modal.Root
      opened={tab !== undefined}
      onClose={close}
      size="62rem"
      fullScreen={isNarrow}
      centered
      closeOnEscape={false}
      zIndex={250}
      classNames={{ content: classes.content, header: classes.header, body: classes.body }}
    >
      <Modal.Overlay backgroundOpacity={0.45} blur={2} />
      <Modal.Content ref={contentRef}>
        {/* Focus starts in the dialog without ringing its first control (the close button). */}
        <FocusTrap.InitialFocus />
        <Modal.Header>
          <Modal.Title fw={700} fz="lg">
            {t("Settings")}
          </Modal.Title>
          <Modal.CloseButton aria-label={t("Close settings")} />
        </Modal.Header>
        <Modal.Body>
          <Tabs
            value={shownTab}
            onChange={(value) => value && void switchTab(value as SettingsTab)}
            orientation={isNarrow ? "horizontal" : "vertical"}
            variant="pills"
            keepMounted={false}
            className={classes.tabs}
            classNames={{ list: classes.list, tab: classes.tab, tabLabel: classes.tabLabel }}
            style={{ flexDirection: isNarrow ? "column" : "row" }}
          >
            <Tabs.List aria-label={t("Settings")}>
              {tabs.map((item) => (
                <Tabs.Tab key={item.value} value={item.value} leftSection={item.icon}>
                  {item.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <ScrollArea className={classes.panels} type="auto" offsetScrollbars={false}>
              {tabs.map((item) => (
                <Tabs.Panel key={item.value} value={item.value} className={classes.panel}>
                  {item.panel}
                </Tabs.Panel>
              ))}
            </ScrollArea>
          </Tabs>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
