import { isDisclosableState, type ReportState } from "@bounty/shared";
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/forms/confirm-dialog.tsx";
import { AnchorLink } from "../../../components/text/links.tsx";
import { Markdown } from "../../../components/text/markdown.tsx";
import { programsKey } from "../../../lib/query-keys.ts";
import {
  deleteDisclosureRequest,
  disclosureQuery,
  disclosureRequestQuery,
  rejectDisclosureRequest,
  reportDisclosureKey,
  undisclose,
} from "../api/disclosure-api.ts";
import { DiscloseDialog } from "./disclose-dialog.tsx";
import { RequestDisclosureForm } from "./request-disclosure-form.tsx";

interface ReportDisclosurePanelProps {
  report: { id: string; title: string; state: ReportState; program: { id: string } };
  view: "hunter" | "org";
}

type Confirm = "deleteRequest" | "reject" | "undisclose" | null;

/**
 * A report's disclosure beside it: the sender requests it (and edits or withdraws the request); the
 * staff disclose it, now or later, edit it, undisclose it, or reject the request. Each destructive
 * step is confirmed.
 */
export function ReportDisclosurePanel({ report, view }: ReportDisclosurePanelProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const request = useQuery(disclosureRequestQuery(report.id));
  const disclosure = useQuery(disclosureQuery(report.id));
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: reportDisclosureKey(report.id) });
    await queryClient.invalidateQueries({ queryKey: programsKey });
  };
  const act = useMutation({
    mutationFn: (what: Exclude<Confirm, null>) =>
      what === "deleteRequest"
        ? deleteDisclosureRequest(report.id)
        : what === "reject"
          ? rejectDisclosureRequest(report.id)
          : undisclose(report.id),
    onSuccess: async () => {
      setConfirm(null);
      await refresh();
    },
  });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  if (request.isPending || disclosure.isPending) return <Skeleton height={96} radius="md" />;
  if (request.isError || disclosure.isError) return null;
  const d = disclosure.data.data;
  const r = request.data.data;
  const canDisclose = disclosure.data.abilities.disclose;
  const canRequest = request.data.abilities.edit;
  const isStaff = view === "org";

  let body: React.ReactNode;
  if (d) {
    body = (
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={d.status === "published" ? "blue" : "gray"} variant="light">
            {d.status === "published" ? t("Disclosed") : t("Scheduled")}
          </Badge>
          <Text size="sm" c="dimmed">
            {d.status === "published"
              ? t("Public since {{date}}", { date: date(d.publishedAt) })
              : t("Goes public on {{date}}", { date: date(d.publishedAt) })}
          </Text>
        </Group>
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {d.title}
        </Text>
        {d.status === "published" ? (
          <AnchorLink
            to="/programs/$slug/disclosures/$disclosureId"
            params={{ slug: d.program.id, disclosureId: d.id }}
            size="sm"
          >
            {t("Read the public disclosure")}
          </AnchorLink>
        ) : null}
        {isStaff && canDisclose ? (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="default" onClick={() => setDialog(true)}>
              {t("Edit")}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => setConfirm("undisclose")}>
              {t("Undisclose")}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  } else if (r && !editing) {
    body = (
      <Stack gap="xs">
        <Group gap="xs">
          <Badge color={r.status === "pending" ? "yellow" : "red"} variant="light">
            {r.status === "pending" ? t("Disclosure requested") : t("Request rejected")}
          </Badge>
          <Text size="xs" c="dimmed">
            {r.status === "rejected" && r.rejectedAt ? date(r.rejectedAt) : date(r.updatedAt)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          {t("The hunter's summary")}
        </Text>
        <Markdown>{r.summary}</Markdown>
        {r.disclosesAt ? (
          <Text size="sm" c="dimmed">
            {t("Unless it is answered, the report is disclosed with this summary on {{date}}.", {
              date: date(r.disclosesAt),
            })}
          </Text>
        ) : null}
        {!isStaff && (canRequest || r.status === "rejected") ? (
          <Group gap="xs" mt={4}>
            {canRequest ? (
              <Button size="xs" variant="default" onClick={() => setEditing(true)}>
                {t("Edit")}
              </Button>
            ) : null}
            <Button size="xs" variant="light" color="red" onClick={() => setConfirm("deleteRequest")}>
              {t("Delete the request")}
            </Button>
          </Group>
        ) : null}
        {isStaff && canDisclose ? (
          <Group gap="xs" mt={4}>
            <Button size="xs" onClick={() => setDialog(true)}>
              {t("Disclose")}
            </Button>
            {request.data.abilities.reject ? (
              <Button size="xs" variant="light" color="red" onClick={() => setConfirm("reject")}>
                {t("Reject the request")}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    );
  } else if (!isStaff && canRequest) {
    body = editing ? (
      <RequestDisclosureForm
        reportId={report.id}
        initial={r?.summary ?? ""}
        onDone={() => setEditing(false)}
      />
    ) : (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t("Ask the organization to publish a summary of this report, so others can learn from it.")}
        </Text>
        <div>
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            {t("Request disclosure")}
          </Button>
        </div>
      </Stack>
    );
  } else if (isStaff && canDisclose) {
    body = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t("Publish a summary of this report on the program's Disclosed tab.")}
        </Text>
        <div>
          <Button size="xs" variant="light" onClick={() => setDialog(true)}>
            {t("Disclose")}
          </Button>
        </div>
      </Stack>
    );
  } else {
    body = (
      <Text size="sm" c="dimmed">
        {isDisclosableState(report.state)
          ? t("Not disclosed.")
          : t("A report can be disclosed once it is closed: resolved, informational or rejected.")}
      </Text>
    );
  }

  const confirmText = {
    deleteRequest: {
      title: t("Delete the disclosure request?"),
      text: t("Your summary is deleted. You may request disclosure again later."),
      label: t("Delete the request"),
    },
    reject: {
      title: t("Reject the disclosure request?"),
      text: t("The hunter is told the report will not be disclosed. They may ask again."),
      label: t("Reject the request"),
    },
    undisclose: {
      title: t("Undisclose the report?"),
      text: t("Its disclosure is withdrawn from the program's public pages and feeds."),
      label: t("Undisclose"),
    },
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("Disclosure")}>
      <Stack gap="sm">
        <Title order={2} fz="sm" tt="uppercase" c="dimmed">
          {t("Disclosure")}
        </Title>
        {body}
      </Stack>
      {dialog ? (
        <DiscloseDialog
          reportId={report.id}
          opened={dialog}
          onClose={() => setDialog(false)}
          reportTitle={report.title}
          existing={d}
          hunterSummary={r?.status === "pending" ? r.summary : null}
        />
      ) : null}
      {confirm ? (
        <ConfirmDialog
          opened
          title={confirmText[confirm].title}
          confirmLabel={confirmText[confirm].label}
          onConfirm={() => act.mutate(confirm)}
          onClose={() => setConfirm(null)}
          isPending={act.isPending}
        >
          <Text size="sm">{confirmText[confirm].text}</Text>
        </ConfirmDialog>
      ) : null}
    </Paper>
  );
}
