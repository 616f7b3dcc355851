import type { ReportAttachment } from "@bounty/shared";
import { Center, Loader, UnstyledButton } from "@mantine/core";
import { IconPhotoOff, IconPlayerPlayFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useAttachmentUrl } from "../api/use-attachment-url.ts";

// Thumbnails load the whole file: larger ones show as a name, opened in the lightbox on demand.
export const THUMBNAIL_MAX_BYTES = 8 * 1024 * 1024;

/** An image's or a video's thumbnail (issue 31); a click opens the lightbox. */
export function AttachmentThumbnail({ file, onOpen }: { file: ReportAttachment; onOpen: () => void }) {
  const { t } = useTranslation();
  const { src, failed } = useAttachmentUrl(file);
  const video = file.mimetype.startsWith("video/");
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={t("Open {{name}}", { name: file.name })}
      w={160}
      h={110}
      pos="relative"
      style={{
        borderRadius: "var(--mantine-radius-md)",
        border: "1px solid var(--mantine-color-default-border)",
        overflow: "hidden",
        background: "var(--mantine-color-default-hover)",
      }}
      data-testid="attachment-thumbnail"
    >
      {failed ? (
        <Center h="100%">
          <IconPhotoOff size={24} aria-hidden />
        </Center>
      ) : src === null ? (
        <Center h="100%">
          <Loader size="sm" aria-label={t("Loading")} />
        </Center>
      ) : video ? (
        <>
          <video
            src={src}
            muted
            preload="metadata"
            style={{ width: "100%", height: "100%", objectFit: "cover" }}
          />
          <Center pos="absolute" inset={0}>
            <IconPlayerPlayFilled
              size={28}
              color="white"
              aria-hidden
              style={{ filter: "drop-shadow(0 0 4px #000)" }}
            />
          </Center>
        </>
      ) : (
        <img
          src={src}
          alt=""
          style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
        />
      )}
    </UnstyledButton>
  );
}
