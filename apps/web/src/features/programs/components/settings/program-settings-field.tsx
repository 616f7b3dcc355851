import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../../components/pages/section-card.tsx";

interface ProgramSettingsFieldProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Something changed that may be saved (valid and different from the stored value). */
  canSave: boolean;
  isPending: boolean;
  onSave: () => void;
  /** Read-only viewers get no Save button. */
  isEditable: boolean;
}

/** One setting of the General tab with its own Save: each saves only what it holds. */
export function ProgramSettingsField({
  title,
  description,
  children,
  canSave,
  isPending,
  onSave,
  isEditable,
}: ProgramSettingsFieldProps) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={title}
      description={description}
      headingLevel={3}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave && !isPending) onSave();
      }}
    >
      {children}
      {isEditable && (
        <Group justify="flex-end">
          <Button type="submit" disabled={!canSave} loading={isPending}>
            {t("Save")}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}
