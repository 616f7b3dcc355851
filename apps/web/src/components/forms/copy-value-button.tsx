import { Button, type ButtonProps, CopyButton } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Spec §9: the copy button's label returns after 600 ms. */
export const COPY_LABEL_RESET_MS = 600;

interface CopyValueButtonProps extends Omit<ButtonProps, "children" | "color" | "variant" | "leftSection"> {
  value: string;
  disabled?: boolean;
}

/** "Copy", turning into "Copied" for a moment once the value is on the clipboard. */
export function CopyValueButton({ value, ...buttonProps }: CopyValueButtonProps) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value} timeout={COPY_LABEL_RESET_MS}>
      {({ copied, copy }) => (
        <Button
          onClick={copy}
          color={copied ? "teal" : undefined}
          variant={copied ? "filled" : "default"}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          {...buttonProps}
        >
          {copied ? t("Copied") : t("Copy")}
        </Button>
      )}
    </CopyButton>
  );
}
