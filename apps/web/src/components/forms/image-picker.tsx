import { Button, FileButton, Group, Input, Progress, Stack, Text } from "@mantine/core";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_ACCEPT, imageFileError } from "../../lib/image-file.ts";

interface ImagePickerProps {
  /** A field label above the picker, as form fields have. */
  label?: string;
  /** The image as it is now (or the picked file's preview). */
  preview: ReactNode;
  pickLabel: string;
  /** Called with a file that passed the type and size checks. */
  onPick: (file: File) => void;
  /** Share uploaded so far, from 0 to 1, while an upload runs; null otherwise. */
  progress?: number | null;
  /** Another action on the image is under way: picking waits for it. */
  isBusy?: boolean;
  remove?: { label: string; onClick: () => void; isPending?: boolean };
}

/**
 * A photo or icon: the preview, a button to pick an image (checked here for type and 5 MB), an
 * optional remove button, and the upload's progress while it runs.
 */
export function ImagePicker({
  label,
  preview,
  pickLabel,
  onPick,
  progress = null,
  isBusy,
  remove,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const isUploading = progress !== null;
  const isRemoveDisabled = isUploading || Boolean(isBusy);
  const isDisabled = isRemoveDisabled || Boolean(remove?.isPending);

  const handleFile = (file: File | null) => {
    if (!file) return;
    const error = imageFileError(file, t);
    setProblem(error);
    if (!error) onPick(file);
  };

  const picker = (
    <Group gap="lg" wrap="nowrap" align="center">
      <div style={{ opacity: isUploading ? 0.6 : 1, flexShrink: 0 }}>{preview}</div>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <FileButton onChange={handleFile} accept={IMAGE_ACCEPT} disabled={isDisabled}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="sm"
                leftSection={<IconUpload size={16} />}
                loading={isUploading}
              >
                {pickLabel}
              </Button>
            )}
          </FileButton>
          {remove && (
            <Button
              variant="subtle"
              color="red"
              // Mantine's subtle red is near white on dark backgrounds; removing should read as red in both themes.
              c={isRemoveDisabled ? undefined : "var(--mantine-color-red-text)"}
              size="sm"
              leftSection={<IconTrash size={16} />}
              onClick={() => {
                setProblem(null);
                remove.onClick();
              }}
              loading={remove.isPending}
              disabled={isRemoveDisabled}
            >
              {remove.label}
            </Button>
          )}
        </Group>
        {isUploading ? (
          <Stack gap={4} maw={260}>
            <Progress value={progress * 100} size="sm" animated aria-label={t("Upload progress")} />
            <Text size="xs" c="dimmed">
              {t("Uploading… {{percent}}%", { percent: Math.round(progress * 100) })}
            </Text>
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            {t("JPEG, PNG, GIF or BMP")} · <span style={{ whiteSpace: "nowrap" }}>{t("Up to 5 MB")}</span>
          </Text>
        )}
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Group>
  );
  if (!label) return picker;
  return (
    <Input.Wrapper label={label} labelElement="div">
      <div style={{ marginTop: 6 }}>{picker}</div>
    </Input.Wrapper>
  );
}
