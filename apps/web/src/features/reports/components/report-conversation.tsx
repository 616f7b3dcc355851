import {
  cannedAnswerValuesOf,
  isProgramStopped,
  type Report,
  type ReportActivity,
  type ReportMessage,
  type ReportNote,
} from "@bounty/shared";
import { Alert, Stack, Text, Title } from "@mantine/core";
import { IconPlayerStop } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/pages/load-failed.tsx";
import { AnchorLink } from "../../../components/text/links.tsx";
import { reportsKey } from "../../../lib/query-keys.ts";
import { CannedAnswerMenu } from "../../canned-answers/index.ts";
import {
  activitiesQuery,
  addNote,
  deleteMessage,
  deleteNote,
  editMessage,
  messagesKey,
  messagesQuery,
  notesKey,
  notesQuery,
  postMessage,
} from "../api/messages-query.ts";
import { uploadAttachments } from "../api/report-attachments.ts";
import { ActivityItem } from "./activity-item.tsx";
import { MessageComposer } from "./message-composer.tsx";
import { MessageItem } from "./message-item.tsx";
import { NoteItem } from "./note-item.tsx";

type Entry =
  | { kind: "message"; at: string; message: ReportMessage }
  | { kind: "note"; at: string; note: ReportNote }
  | { kind: "activity"; at: string; activity: ReportActivity };

/**
 * The report's timeline after its description, oldest first: the messages, and for the program's
 * staff their internal notes in between, tinted apart. The composer writes either.
 */
export function ReportConversation({ report }: { report: Report }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const staff = report.access.organization;
  const messages = useQuery(messagesQuery(report.id));
  const notes = useQuery({ ...notesQuery(report.id), enabled: staff });
  const activities = useQuery(activitiesQuery(report.id));
  // Spec 2 §8: a stopped program takes no message; its staff are told how to start it again.
  const stopped = isProgramStopped(report.program);
  const refreshMessages = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: messagesKey(report.id) }),
      queryClient.invalidateQueries({ queryKey: [...reportsKey, "detail", report.id] }),
    ]);
  const refreshNotes = () => queryClient.invalidateQueries({ queryKey: notesKey(report.id) });

  if (messages.isError || notes.isError) return <LoadFailed onRetry={() => void refreshMessages()} />;
  const entries: Entry[] = [
    ...(messages.data?.data ?? [])
      .filter((m) => !m.description)
      .map((message) => ({ kind: "message" as const, at: message.sentAt, message })),
    ...(notes.data?.data ?? []).map((note) => ({ kind: "note" as const, at: note.sentAt, note })),
    // The submission is the description above; the other events sit between the messages.
    ...(activities.data?.data ?? [])
      .filter((a) => a.type !== "report.submitted")
      .map((activity) => ({ kind: "activity" as const, at: activity.createdAt, activity })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  return (
    <Stack gap="md" component="section" aria-label={t("Conversation")}>
      <Title order={2} size="h3">
        {t("Conversation")}
      </Title>
      {messages.isPending ? null : entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("No messages yet.")}
        </Text>
      ) : (
        entries.map((entry) =>
          entry.kind === "activity" ? (
            <ActivityItem
              key={entry.activity.id}
              activity={entry.activity}
              programSlug={report.program.slug}
            />
          ) : entry.kind === "message" ? (
            <MessageItem
              key={entry.message.id}
              message={entry.message}
              referenceScope={report.program.slug}
              onEdit={(content) => editMessage(entry.message.id, content).then(refreshMessages)}
              onDelete={() => deleteMessage(entry.message.id).then(refreshMessages)}
            />
          ) : (
            <NoteItem
              key={entry.note.id}
              note={entry.note}
              onDelete={() => void deleteNote(report.id, entry.note.id).then(refreshNotes)}
            />
          ),
        )
      )}
      {stopped ? (
        <Alert
          variant="light"
          color="gray"
          icon={<IconPlayerStop size={18} />}
          title={t("The program has been stopped, messages and rewards can not be sent anymore.")}
        >
          {staff ? (
            <Text size="sm">
              {t("You can start the program again from your program page to resume messaging")}
              {" · "}
              <AnchorLink
                to="/organizations/$id/programs/$programId"
                params={{ id: report.program.organization.id, programId: report.program.id }}
              >
                {t("Open the program's page")}
              </AnchorLink>
            </Text>
          ) : null}
        </Alert>
      ) : null}
      {stopped && !staff ? null : (
        <MessageComposer
          reportId={report.id}
          referenceScope={report.program.slug}
          canWriteNotes={staff}
          notesOnly={stopped}
          // The composer is free again once the words are stored: the list's refresh follows on its
          // own, so a note written at once after a reply is not lost to a send still "pending".
          onSendMessage={async (content, files, onProgress) => {
            const message = await postMessage(report.id, content);
            try {
              if (files.length > 0) await uploadAttachments(message.id, files, onProgress);
            } finally {
              void refreshMessages();
            }
          }}
          onSendNote={(content) =>
            addNote(report.id, content).then(() => {
              void refreshNotes();
            })
          }
          tools={
            staff
              ? (insert) => (
                  <CannedAnswerMenu
                    organizationId={report.program.organization.id}
                    values={cannedAnswerValuesOf(report)}
                    onPick={insert}
                  />
                )
              : undefined
          }
        />
      )}
    </Stack>
  );
}
