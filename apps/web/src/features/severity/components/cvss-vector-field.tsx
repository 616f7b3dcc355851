import type { CvssVersion } from "@bounty/shared";
import { Group, Stack, Text, TextInput } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CopyValueButton } from "../../../components/forms/copy-value-button.tsx";

interface CvssVectorFieldProps {
  version: CvssVersion;
  /** What the input shows: the metrics' vector, or text being typed. */
  value: string;
  /** The vector of the current metrics: what Copy copies. */
  canonicalVector: string;
  hint: string;
  error: string | null;
  onInput: (text: string) => void;
  /** Escape: drop the text being typed and show the metrics' vector again. */
  onRevert: () => void;
}

/** The calculator's vector: type or paste one to set the metrics, or copy the one they make. */
export function CvssVectorField({
  version,
  value,
  canonicalVector,
  hint,
  error,
  onInput,
  onRevert,
}: CvssVectorFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  // A label of its own, so the copy button lines up with the input rather than with the label.
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={inputId} size="sm" fw={500}>
        {t("Vector")}
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          id={inputId}
          description={hint}
          error={error}
          value={value}
          onChange={(event) => onInput(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") onRevert();
          }}
          placeholder={`CVSS:${version}/…`}
          inputWrapperOrder={["input", "description", "error"]}
          autoComplete="off"
          spellCheck={false}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <CopyValueButton
          value={canonicalVector}
          disabled={error !== null}
          miw={96}
          style={{ flexShrink: 0 }}
        />
      </Group>
    </Stack>
  );
}
