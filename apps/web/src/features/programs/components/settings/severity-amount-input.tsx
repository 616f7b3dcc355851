import type { CreditSystem } from "@bounty/shared";
import { NumberInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface SeverityAmountInputProps {
  creditSystem: CreditSystem;
  value: number;
  onChange: (value: number) => void;
  label: string;
  hideLabel?: boolean;
  readOnly?: boolean;
  error?: ReactNode;
}

/** An amount in yen (¥ with thousands separators) or points, as the program pays (spec §9). */
export function SeverityAmountInput({
  creditSystem,
  value,
  onChange,
  label,
  hideLabel = false,
  readOnly = false,
  error,
}: SeverityAmountInputProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={hideLabel ? undefined : label}
      aria-label={label}
      value={value}
      onChange={(next) => onChange(typeof next === "number" ? next : 0)}
      min={0}
      max={1_000_000_000_000}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator=","
      prefix={creditSystem === "money" ? "¥" : undefined}
      suffix={creditSystem === "point" ? ` ${t("pts")}` : undefined}
      readOnly={readOnly}
      error={error}
      hideControls
      miw={110}
    />
  );
}
