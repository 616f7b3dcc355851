import { DISCLOSURE_SUMMARY_MAX, DISCLOSURE_TITLE_MAX, type Disclosure } from "@bounty/shared";
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Markdown } from "../../../components/text/markdown.tsx";
import { programsKey } from "../../../lib/query-keys.ts";
import { putDisclosure, reportDisclosureKey } from "../api/disclosure-api.ts";

interface DiscloseDialogProps {
  reportId: string;
  opened: boolean;
  onClose: () => void;
  /** The report's title, proposed for a new disclosure. */
  reportTitle: string;
  /** The disclosure being edited, if any. */
  existing: Disclosure | null;
  /** The hunter's summary from their request (published with it). */
  hunterSummary: string | null;
}

// Mantine's picker speaks local "YYYY-MM-DD HH:mm:ss"; the API takes an ISO moment.
const toIso = (local: string) => new Date(local.replace(" ", "T")).toISOString();

/** The staff's disclosure: its public title, their summary, and now or a later date. */
export function DiscloseDialog({
  reportId,
  opened,
  onClose,
  reportTitle,
  existing,
  hunterSummary,
}: DiscloseDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(existing?.title ?? reportTitle);
  const [orgSummary, setOrgSummary] = useState(existing?.orgSummary ?? "");
  const published = existing?.status === "published";
  const [when, setWhen] = useState<"now" | "later">(existing?.status === "scheduled" ? "later" : "now");
  const [date, setDate] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      putDisclosure(reportId, {
        title,
        orgSummary,
        publishAt: when === "later" && date ? toIso(date) : null,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: reportDisclosureKey(reportId) });
      await queryClient.invalidateQueries({ queryKey: programsKey });
      onClose();
    },
  });
  const later = when === "later";
  const isValid = title.trim() !== "" && (!later || (date !== null && Date.parse(toIso(date)) > Date.now()));
  const userSummary = existing?.userSummary ?? hunterSummary ?? "";
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={existing ? t("Edit the disclosure") : t("Disclose the report")}
      size="lg"
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isValid) save.mutate();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t(
              "Only the title, both summaries, the reporter, the severity, the reward and the dates are published. The description, messages, attachments and notes stay private.",
            )}
          </Text>
          <TextInput
            label={t("Public title")}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={DISCLOSURE_TITLE_MAX}
            required
            error={title.trim() === "" ? t("The disclosure needs a title.") : null}
            data-autofocus
          />
          <Textarea
            label={t("The organization's summary")}
            description={t("Markdown. What was wrong, its impact, and how it was fixed.")}
            value={orgSummary}
            onChange={(event) => setOrgSummary(event.currentTarget.value)}
            autosize
            minRows={4}
            maxRows={14}
            maxLength={DISCLOSURE_SUMMARY_MAX}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("The hunter's summary")}
            </Text>
            {userSummary ? (
              <Markdown>{userSummary}</Markdown>
            ) : (
              <Text size="sm" c="dimmed">
                {t("The hunter has not written one.")}
              </Text>
            )}
          </Stack>
          {published ? null : (
            <Stack gap="xs">
              <SegmentedControl
                value={when}
                onChange={(value) => setWhen(value as "now" | "later")}
                data={[
                  { value: "now", label: t("Publish now") },
                  { value: "later", label: t("Publish later") },
                ]}
                aria-label={t("When it goes public")}
              />
              {later ? (
                <DateTimePicker
                  label={t("Goes public on")}
                  value={date}
                  onChange={setDate}
                  minDate={new Date()}
                  valueFormat="YYYY-MM-DD HH:mm"
                  required
                  clearable
                />
              ) : null}
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t("Cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!isValid}>
              {existing ? t("Save") : later ? t("Schedule the disclosure") : t("Disclose")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
