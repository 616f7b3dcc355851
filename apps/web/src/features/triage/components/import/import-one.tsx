import type { Program } from "@bounty/shared";
import { Anchor } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { reportsKey, triageKey } from "../../../../lib/query-keys.ts";
import { showErrorToast } from "../../../../lib/toasts/error-toast.ts";
import { showToast } from "../../../../lib/toasts/toasts.ts";
import { emptyDraft, type ReportDraft, ReportSubmitForm, toCreateReport } from "../../../reports/index.ts";
import { importReport, uploadImportFiles } from "../../api/import-api.ts";

/** One report brought in from elsewhere: the submission form without its terms, then its files. */
export function ImportOne({ program, organizationId }: { program: Program; organizationId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ReportDraft>(() => ({ ...emptyDraft(program), content: "" }));
  const [inFlight, setInFlight] = useState(false);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);

  const submit = async () => {
    setInFlight(true);
    try {
      const { program: _program, ...body } = toCreateReport(program, draft);
      const report = await importReport(program.id, body);
      if (draft.files.length > 0) {
        setUploadProgress(0);
        try {
          await uploadImportFiles(program.id, report.id, draft.files, setUploadProgress);
        } catch {
          showErrorToast(undefined, t("The report was imported, but its attachments could not be uploaded."));
        }
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsKey }),
        queryClient.invalidateQueries({ queryKey: triageKey }),
      ]);
      setDraft({ ...emptyDraft(program), content: "" });
      // Spec 2 §8: the toast links to the imported report.
      const href = `/organizations/${organizationId}/reports/${report.id}`;
      showToast({
        color: "teal",
        withBorder: true,
        // The toasts live outside the router: a plain link that navigates through the caller's router.
        message: (
          <Anchor
            href={href}
            data-testid="import-toast-link"
            onClick={(event) => {
              event.preventDefault();
              void navigate({
                to: "/organizations/$id/reports/$reportId",
                params: { id: organizationId, reportId: report.id },
              });
            }}
          >
            {t("The Report was imported successfully. Click To View")}
          </Anchor>
        ),
      });
    } catch {
      // The API client's toast shows the refusal; the form keeps what was typed.
    } finally {
      setInFlight(false);
      setUploadProgress(null);
    }
  };

  return (
    <ReportSubmitForm
      program={program}
      draft={draft}
      onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
      onSubmit={() => void submit()}
      inFlight={inFlight}
      uploadProgress={uploadProgress}
      draftSaved={false}
      onDiscard={() => undefined}
      variant="import"
    />
  );
}
