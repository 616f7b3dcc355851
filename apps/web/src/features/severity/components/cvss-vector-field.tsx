import type { CvssVersion } from "@bounty/shared";
import { Button, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { COPY_LABEL_RESET_MS } from "../../settings/components/new-api-key.tsx";

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
        <CopyButton value={canonicalVector} timeout={COPY_LABEL_RESET_MS}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              disabled={error !== null}
              color={copied ? "teal" : undefined}
              variant={copied ? "filled" : "default"}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              miw={96}
              style={{ flexShrink: 0 }}
            >
              {copied ? t("Copied") : t("Copy")}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
