import type { ReportAttachment } from "@bounty/shared";
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isPreviewable } from "../../../lib/file-download.ts";
import { AttachmentPreview } from "./attachment-preview.tsx";
import { AttachmentThumbnail, THUMBNAIL_MAX_BYTES } from "./attachment-thumbnail.tsx";

/** A size in the units people read: bytes, KB or MB. */
export function formatBytes(bytes: number, language: string): string {
  const format = (n: number, unit: string) =>
    `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (bytes < 1024) return format(bytes, "B");
  if (bytes < 1024 * 1024) return format(bytes / 1024, "KB");
  return format(bytes / (1024 * 1024), "MB");
}

/**
 * A message's files: each opens the lightbox (images and videos shown, others offered for download);
 * the API needs the access token, so never a plain link.
 */
export function ReportAttachments({ attachments }: { attachments: ReportAttachment[] }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<ReportAttachment | null>(null);
  if (attachments.length === 0) return null;
  const shown = attachments.filter((f) => isPreviewable(f.mimetype) && f.size <= THUMBNAIL_MAX_BYTES);
  return (
    <Stack gap={6} component="section" aria-label={t("Attachments")}>
      <Text fw={600} size="sm">
        {t("Attachments")}
      </Text>
      {shown.length > 0 ? (
        <Group gap="xs">
          {shown.map((file) => (
            <AttachmentThumbnail key={file.url} file={file} onOpen={() => setOpen(file)} />
          ))}
        </Group>
      ) : null}
      {attachments.map((file) => (
        <Group key={file.url} gap="xs" wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setOpen(file)}
            style={{ overflowWrap: "anywhere", textAlign: "start" }}
          >
            {file.name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatBytes(file.size, i18n.language)}
          </Text>
        </Group>
      ))}
      <AttachmentPreview file={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
