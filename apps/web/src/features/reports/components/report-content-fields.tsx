import { ATTACHMENT_MAX_BYTES, type Program, REPORT_CONTENT_MAX } from "@bounty/shared";
import { FileInput, Paper, Progress, Stack, Tabs, Text, Textarea } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Markdown } from "../../../components/text/markdown.tsx";

/** The report form's description (Markdown, with its preview) and its files, with the upload's progress. */
export function ReportContentFields({
  program,
  draft,
  onChange,
  uploadProgress,
}: {
  program: Program;
  draft: { content: string; files: File[] };
  onChange: (change: { content?: string; files?: File[] }) => void;
  uploadProgress: number | null;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>("write");
  const tooLarge = draft.files.filter((f) => f.size > ATTACHMENT_MAX_BYTES);
  // Files dropped on the description or pasted into it (a screenshot) join the attachments.
  const addFiles = (list: FileList) => {
    if (list.length === 0) return false;
    onChange({ files: [...draft.files, ...list] });
    return true;
  };
  return (
    <>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="write">{t("Write")}</Tabs.Tab>
          <Tabs.Tab value="preview">{t("Preview")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="sm">
          <Textarea
            label={t("Description")}
            description={t(
              "Markdown: steps to reproduce, impact and how to fix it. #12 links to report 12. Drop or paste files here to attach them.",
            )}
            value={draft.content}
            onChange={(event) => onChange({ content: event.currentTarget.value })}
            onPaste={(event) => {
              if (addFiles(event.clipboardData.files)) event.preventDefault();
            }}
            onDrop={(event) => {
              if (addFiles(event.dataTransfer.files)) event.preventDefault();
            }}
            onDragOver={(event) => {
              if (event.dataTransfer.types.includes("Files")) event.preventDefault();
            }}
            autosize
            minRows={12}
            maxRows={40}
            maxLength={REPORT_CONTENT_MAX}
            required
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="sm">
          <Paper withBorder p="md" radius="md" mih={200}>
            {draft.content.trim() ? (
              <Markdown referenceScope={program.slug}>{draft.content}</Markdown>
            ) : (
              <Text c="dimmed">{t("Nothing to preview yet.")}</Text>
            )}
          </Paper>
        </Tabs.Panel>
      </Tabs>
      <Stack gap={6}>
        <FileInput
          label={t("Attachments")}
          description={t("You can upload attachments smaller than 30MB")}
          placeholder={t("Choose files")}
          leftSection={<IconPaperclip size={16} />}
          multiple
          clearable
          clearButtonProps={{ "aria-label": t("Remove files") }}
          value={draft.files}
          onChange={(files) => onChange({ files })}
          error={
            tooLarge.length > 0
              ? `${t("You can upload attachments smaller than 30MB")}: ${tooLarge.map((f) => f.name).join(", ")}`
              : null
          }
        />
        {uploadProgress !== null ? (
          <Stack gap={2} aria-live="polite">
            <Progress value={uploadProgress * 100} aria-label={t("Upload progress")} />
            <Text size="xs" c="dimmed">
              {t("Uploading attachments: {{percent}}%", { percent: Math.round(uploadProgress * 100) })}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}
