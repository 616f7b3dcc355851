import type { ReportAttachment } from "@bounty/shared";
import { Button, Center, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { downloadAttachment, isPreviewable } from "../../../lib/file-download.ts";
import { useAttachmentUrl } from "../api/use-attachment-url.ts";

/**
 * The lightbox: an image or a video shown from its bytes (fetched with the access token, shown from
 * a blob URL that is revoked on close); any other type says it has no preview and offers the download.
 */
export function AttachmentPreview({ file, onClose }: { file: ReportAttachment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const previewable = file ? isPreviewable(file.mimetype) : false;
  const { src, failed } = useAttachmentUrl(file);

  return (
    <Modal opened={file !== null} onClose={onClose} title={file?.name} size="xl" centered>
      {file ? (
        <Stack gap="md">
          {!previewable || failed ? (
            <Text c="dimmed">{t("Attachment format not supported in preview")}</Text>
          ) : src === null ? (
            <Center mih={200}>
              <Loader aria-label={t("Loading")} />
            </Center>
          ) : file.mimetype.startsWith("video/") ? (
            // biome-ignore lint/a11y/useMediaCaption: hunters' screen recordings come without captions.
            <video src={src} controls style={{ maxWidth: "100%", maxHeight: "70vh" }} />
          ) : (
            <img
              src={src}
              alt={file.name}
              style={{ maxWidth: "100%", maxHeight: "70vh", objectFit: "contain" }}
            />
          )}
          <Group justify="flex-end">
            <Button
              leftSection={<IconDownload size={16} />}
              variant="default"
              onClick={() => void downloadAttachment(file.url, file.name).catch(() => undefined)}
            >
              {t("Download")}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
