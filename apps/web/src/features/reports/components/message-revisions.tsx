import { Divider, Loader, Modal, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Markdown } from "../../../components/text/markdown.tsx";
import { revisionsQuery } from "../api/messages-query.ts";

/** Every version of an edited message, first to last, with who wrote it and when. */
export function MessageRevisions({
  messageId,
  referenceScope,
  onClose,
}: {
  messageId: string;
  referenceScope: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const versions = useQuery(revisionsQuery(messageId));
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  return (
    <Modal opened onClose={onClose} title={t("Edit history")} size="lg" centered>
      {versions.data ? (
        <Stack gap="md">
          {versions.data.map((v, i) => (
            <Fragment key={v.number}>
              {i > 0 ? <Divider /> : null}
              <Stack gap={4} component="section" aria-label={t("Version {{number}}", { number: v.number })}>
                <Text size="xs" c="dimmed">
                  {t("Version {{number}} by {{name}}, {{date}}", {
                    number: v.number,
                    name: v.editor?.displayName ?? t("Deleted user"),
                    date: dateTime(v.createdAt),
                  })}
                </Text>
                <Markdown referenceScope={referenceScope}>{v.content}</Markdown>
              </Stack>
            </Fragment>
          ))}
        </Stack>
      ) : (
        <Loader aria-label={t("Loading")} />
      )}
    </Modal>
  );
}
