import { Alert, Button, Paper, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/pages/page-header.tsx";
import { AnchorLink } from "../../../components/text/links.tsx";
import { reportsKey } from "../../../lib/query-keys.ts";
import { useStoredDraft } from "../../../lib/stored-draft.ts";
import { showErrorToast } from "../../../lib/toasts/error-toast.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { GuidelineAcceptCard, programQuery } from "../../programs/index.ts";
import { uploadAttachments } from "../api/report-attachments.ts";
import { submitReport } from "../api/reports-query.ts";
import { emptyDraft, isUntouched, ReportSubmitForm, toCreateReport } from "./report-submit-form.tsx";

/**
 * /programs/{slug}/submit (spec 2 §2): the guideline first, then the form. On success the report's
 * attachments go up (progress shown) and the hunter lands on /reports/{id}.
 */
export function ReportSubmitPage({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: program } = useSuspenseQuery(programQuery(slug)).data;
  // Kept in this browser per program as it is typed (the files are chosen again after a reload).
  const stored = useStoredDraft(
    `bounty:draft:report:${program.id}`,
    emptyDraft(program),
    ({ files: _files, ...kept }) => kept,
    (d) => isUntouched(program, d),
  );
  const draft = stored.value;
  const [inFlight, setInFlight] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const participation = program.participation;

  const submit = async () => {
    setInFlight(true);
    try {
      const report = await submitReport(toCreateReport(program, draft));
      await queryClient.invalidateQueries({ queryKey: reportsKey });
      if (draft.files.length > 0) {
        setUploadProgress(0);
        try {
          await uploadAttachments(report.messages.latest.id, draft.files, setUploadProgress);
        } catch {
          // The report is sent; the failure toast said why the files were not attached.
          showErrorToast(undefined, t("Your report was sent, but its attachments could not be uploaded."));
        }
      }
      stored.discard();
      showSuccessToast(t("Your report was sent."));
      await navigate({ to: "/reports/$id", params: { id: report.id } });
    } catch {
      // The API client's toast shows the refusal; the form keeps what was typed.
    } finally {
      setInFlight(false);
      setUploadProgress(null);
    }
  };

  const header = (
    <PageHeader
      title={t("Submit a report")}
      description={t("Tell {{organization}} about a vulnerability in {{program}}.", {
        organization: program.organization.name,
        program: program.name,
      })}
    >
      <Text size="sm" mt="xs">
        <AnchorLink to="/programs/$slug" params={{ slug }}>
          {t("Back to the program")}
        </AnchorLink>
      </Text>
    </PageHeader>
  );

  if (!participation?.canReport) {
    return (
      <Stack gap="xl" maw={860} mx="auto">
        {header}
        <Alert
          icon={<IconAlertCircle size={18} />}
          color="yellow"
          title={t("You cannot report to this program")}
        >
          {participation
            ? t("The program is not open for reports, or you have not joined it.")
            : t("Members of the organization do not report to its programs.")}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="xl" maw={860} mx="auto">
      {header}
      {participation.guidelineAcceptedAt ? (
        <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
          <ReportSubmitForm
            program={program}
            draft={draft}
            onChange={(change) => stored.set((current) => ({ ...current, ...change }))}
            draftSaved={stored.saved}
            onDiscard={stored.discard}
            onSubmit={() => void submit()}
            inFlight={inFlight}
            uploadProgress={uploadProgress}
          />
        </Paper>
      ) : (
        <>
          <GuidelineAcceptCard slug={slug} program={program} />
          <Button variant="default" disabled style={{ alignSelf: "flex-start" }}>
            {t("Submit report")}
          </Button>
        </>
      )}
    </Stack>
  );
}
