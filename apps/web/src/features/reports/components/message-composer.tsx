import { ATTACHMENT_MAX_BYTES } from "@bounty/shared";
import {
  Button,
  FileButton,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import {
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Markdown } from "../../../components/text/markdown.tsx";
import { useShortcuts } from "../../../lib/shortcuts.ts";

export type ComposerMode = "message" | "note";

interface MessageComposerProps {
  reportId: string;
  /** The program's slug, for `#123` references in the preview. */
  referenceScope: string;
  /** The organization's staff may also write internal notes. */
  canWriteNotes: boolean;
  /** A stopped program takes no message: its staff may still write notes. */
  notesOnly?: boolean;
  /** `onProgress` takes the attachments' upload, 0 to 1. */
  onSendMessage: (content: string, files: File[], onProgress: (fraction: number) => void) => Promise<unknown>;
  onSendNote: (content: string) => Promise<unknown>;
  /** Which thread of the report it writes to: its conversation, or its triage thread (issue 32). */
  thread?: "report" | "triage";
  /** More tools beside Preview (issue 47: the staff's canned answers), given a way to add text to the draft. */
  tools?: (insert: (text: string) => void) => ReactNode;
}

const draftKey = (reportId: string, mode: ComposerMode, thread: "report" | "triage") =>
  thread === "report" ? `bounty:draft:${mode}:${reportId}` : `bounty:draft:triage:${reportId}`;

/**
 * A draft survives leaving the page (and a reload) until it is sent. The text is held with the key
 * it was written under, so no render ever shows (or sends) one kind's text as the other's (issue 47:
 * a note must never become a reply).
 */
function useDraft(key: string) {
  const [draft, setDraft] = useState(() => ({ key, text: localStorage.getItem(key) ?? "" }));
  const text = draft.key === key ? draft.text : (localStorage.getItem(key) ?? "");
  const update = (value: string) => {
    setDraft({ key, text: value });
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  };
  return [text, update] as const;
}

/**
 * Writing to the conversation. A message is Markdown and goes with Ctrl/Cmd+Enter (Enter starts a
 * new line, as hunters paste logs); an internal note goes with Enter (spec 2 §5), Shift+Enter for a
 * new line.
 */
export function MessageComposer({
  reportId,
  referenceScope,
  canWriteNotes,
  notesOnly = false,
  onSendMessage,
  onSendNote,
  thread = "report",
  tools,
}: MessageComposerProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ComposerMode>(notesOnly ? "note" : "message");
  useEffect(() => {
    if (notesOnly) setMode("note");
  }, [notesOnly]);
  const [text, setText] = useDraft(draftKey(reportId, mode, thread));
  const [files, setFiles] = useState<File[]>([]);
  const [pending, setPending] = useState(false);
  const [upload, setUpload] = useState<number | null>(null);
  const [preview, setPreview] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const [dragging, setDragging] = useState(false);
  /** The kind a shortcut left as it was, because its draft holds text: said above the field. */
  const [kept, setKept] = useState<ComposerMode | null>(null);
  const tooLarge = files.some((f) => f.size > ATTACHMENT_MAX_BYTES);
  // The draft keeps its words, not its files (issue 47): leaving with files attached asks first.
  useEffect(() => {
    if (files.length === 0) return;
    const hold = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", hold);
    return () => window.removeEventListener("beforeunload", hold);
  }, [files.length]);
  // `r` replies, `n` writes a note (issue 31): the field takes the focus in that mode. A key never
  // changes the kind of a draft that holds text (issue 47): the field takes the focus as it is.
  const focusAs = (next: ComposerMode) => {
    setPreview(false);
    if (text.trim() === "" || next === mode) setMode(next);
    else setKept(mode);
    requestAnimationFrame(() => field.current?.focus());
  };
  useShortcuts({
    ...(notesOnly ? {} : { r: () => focusAs("message") }),
    ...(canWriteNotes ? { n: () => focusAs("note") } : {}),
  });
  // A file dropped on the field or pasted into it (a screenshot) joins the message's attachments.
  const addFiles = (list: FileList | null) => {
    const added = [...(list ?? [])];
    if (added.length === 0) return false;
    if (!notesOnly) setMode("message");
    setFiles((current) => [...current, ...added]);
    return true;
  };
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    if (mode === "message" && e.clipboardData.files.length > 0 && addFiles(e.clipboardData.files))
      e.preventDefault();
  };
  const onDrop = (e: DragEvent<HTMLTextAreaElement>) => {
    setDragging(false);
    if (mode === "message" && addFiles(e.dataTransfer.files)) e.preventDefault();
  };
  const canSend = text.trim() !== "" && !pending && !tooLarge;

  const send = async () => {
    if (!canSend) return;
    setPending(true);
    try {
      if (mode === "note") await onSendNote(text.trim());
      else await onSendMessage(text.trim(), files, files.length > 0 ? setUpload : () => undefined);
      setText("");
      setFiles([]);
      setPreview(false);
    } catch {
      // The API client's toast says why; the draft stays.
    } finally {
      setPending(false);
      setUpload(null);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.nativeEvent.isComposing) return;
    const sends = mode === "note" ? !e.shiftKey : e.ctrlKey || e.metaKey;
    if (sends) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <Stack
      gap="xs"
      p="md"
      style={{
        borderRadius: "var(--mantine-radius-md)",
        border: "1px solid var(--mantine-color-default-border)",
        background: mode === "note" ? "var(--mantine-color-yellow-light)" : undefined,
      }}
    >
      {canWriteNotes && !notesOnly ? (
        <SegmentedControl
          value={mode}
          onChange={(v) => {
            setKept(null);
            setMode(v as ComposerMode);
          }}
          data={[
            { value: "message", label: t("Reply") },
            { value: "note", label: t("Internal note") },
          ]}
          aria-label={t("What to write")}
          w="fit-content"
        />
      ) : null}
      {kept === mode && text.trim() !== "" ? (
        <Text size="xs" c="dimmed" role="status">
          {mode === "note"
            ? t("This internal note holds text: send or discard it before writing a reply.")
            : t("This reply holds text: send or discard it before writing an internal note.")}
        </Text>
      ) : null}
      {mode === "message" && preview ? (
        <Paper withBorder p="sm" mih={80} aria-label={t("Preview")} component="section">
          {text.trim() ? (
            <Markdown referenceScope={referenceScope}>{text}</Markdown>
          ) : (
            <Text size="sm" c="dimmed">
              {t("Nothing to preview yet.")}
            </Text>
          )}
        </Paper>
      ) : (
        <Textarea
          ref={field}
          onPaste={onPaste}
          onDrop={onDrop}
          onDragOver={(e) => {
            if (mode === "message" && e.dataTransfer.types.includes("Files")) {
              e.preventDefault();
              setDragging(true);
            }
          }}
          onDragLeave={() => setDragging(false)}
          styles={
            dragging ? { input: { outline: "2px dashed var(--mantine-primary-color-filled)" } } : undefined
          }
          aria-label={mode === "note" ? t("Internal note") : t("Message")}
          placeholder={
            mode === "note"
              ? t("Only the program's team reads internal notes. Enter sends.")
              : t("Write in Markdown. Ctrl+Enter (⌘+Enter) sends.")
          }
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={3}
          maxRows={16}
        />
      )}
      {files.length > 0 ? (
        <Group gap="xs">
          <Text size="xs" c={tooLarge ? "red" : "dimmed"}>
            {tooLarge
              ? t("You can upload attachments smaller than 30MB")
              : files.map((f) => f.name).join(", ")}
          </Text>
          <Text size="xs" c="dimmed" data-testid="files-not-kept">
            {t("The draft keeps your words, not these files: send them before you leave the page.")}
          </Text>
          <Button variant="subtle" color="gray" size="compact-xs" onClick={() => setFiles([])}>
            {t("Remove files")}
          </Button>
        </Group>
      ) : null}
      {upload !== null ? (
        <Stack gap={2} aria-live="polite">
          <Progress value={upload * 100} size="sm" aria-label={t("Upload progress")} />
          <Text size="xs" c="dimmed">
            {t("Uploading attachments: {{percent}}%", { percent: Math.round(upload * 100) })}
          </Text>
        </Stack>
      ) : null}
      {text ? (
        <Group gap="xs" justify="flex-end">
          <Text size="xs" c="dimmed" data-testid="draft-saved">
            {t("Draft saved")}
          </Text>
          <Button variant="subtle" color="gray" size="compact-xs" onClick={() => setText("")}>
            {t("Discard draft")}
          </Button>
        </Group>
      ) : null}
      <Group justify="space-between">
        {mode === "message" ? (
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={() => setPreview((p) => !p)} aria-pressed={preview}>
              {preview ? t("Write") : t("Preview")}
            </Button>
            <FileButton onChange={setFiles} multiple>
              {(props) => (
                <Button {...props} variant="subtle" size="xs" leftSection={<IconPaperclip size={16} />}>
                  {t("Attach files")}
                </Button>
              )}
            </FileButton>
            {tools?.((added) => {
              setText(text.trim() ? `${text.trimEnd()}\n\n${added}` : added);
              setPreview(false);
              field.current?.focus();
            })}
          </Group>
        ) : (
          <span />
        )}
        <Button onClick={() => void send()} disabled={!canSend} loading={pending}>
          {mode === "note" ? t("Add note") : t("Send")}
        </Button>
      </Group>
    </Stack>
  );
}
