import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "./section-card.tsx";

interface TabFrameProps {
  title: string;
  description: string;
  children: ReactNode;
  /** Without it the tab is read-only (no Save). */
  onSave?: () => void;
  isSaving?: boolean;
  isSaveDisabled?: boolean;
  /** Shown at the right of the heading (a language switch, say). */
  aside?: ReactNode;
}

/** One settings tab (a program home tab, a money tab): heading, explanation, fields, and Save for those who may edit. */
export function TabFrame({
  title,
  description,
  children,
  onSave,
  isSaving = false,
  isSaveDisabled = false,
  aside,
}: TabFrameProps) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={title}
      description={description}
      aside={aside}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSaveDisabled) onSave?.();
      }}
    >
      {children}
      {onSave && (
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving} disabled={isSaveDisabled}>
            {t("Save")}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
