import {
  ATTACHMENT_MAX_BYTES,
  type CreateReport,
  type CustomSeverity,
  CVSS_SEVERITIES,
  type CvssMetrics,
  defaultCvssMetrics,
  type Program,
  REPORT_TITLE_MAX,
  vrtPathName,
} from "@bounty/shared";
import {
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { scopeCategoryLabels } from "../../programs/index.ts";
import { CvssCalculator, useSeverityLabels, useVrtLanguage, VrtPicker } from "../../severity/index.ts";
import { ReportContentFields } from "./report-content-fields.tsx";

type SeverityMode = "none" | "custom" | "cvss";

export interface ReportDraft {
  title: string;
  scope: string | null;
  vrt: string | null;
  severityMode: SeverityMode;
  customSeverity: CustomSeverity;
  cvss: CvssMetrics;
  content: string;
  files: File[];
  agreed: boolean;
}

export const emptyDraft = (program: Program): ReportDraft => ({
  title: "",
  scope: program.scopeGroups.length === 1 ? program.scopeGroups[0]!.id : null,
  vrt: null,
  severityMode: "none",
  customSeverity: "medium",
  cvss: defaultCvssMetrics(program.cvssVersion),
  content: program.reportTemplate,
  files: [],
  agreed: false,
});

/** Nothing typed or chosen yet beyond the empty form: no draft to keep. */
export function isUntouched(program: Program, draft: ReportDraft): boolean {
  const { files, ...rest } = draft;
  const { files: _none, ...empty } = emptyDraft(program);
  return files.length === 0 && JSON.stringify(rest) === JSON.stringify(empty);
}

/** Spec 2 §5: what must hold before Submit is enabled (a submission in flight aside). */
export function draftProblems(program: Program, draft: ReportDraft) {
  const group = program.scopeGroups.find((g) => g.id === draft.scope) ?? null;
  return {
    title: draft.title.trim() === "",
    content: draft.content.trim() === "",
    scope: group === null,
    // A scope without specific types needs one chosen; with some, one of them may be.
    vrt: group !== null && group.scopes.length === 0 && draft.vrt === null,
    files: draft.files.some((f) => f.size > ATTACHMENT_MAX_BYTES),
    terms: !draft.agreed,
  };
}

/** The submission's body, as POST /api/reports takes it. */
export function toCreateReport(program: Program, draft: ReportDraft): CreateReport {
  return {
    title: draft.title.trim(),
    scope: draft.scope!,
    content: draft.content,
    program: program.id,
    vrt: draft.vrt ?? undefined,
    criticality:
      draft.severityMode === "custom"
        ? { type: "custom", severity: draft.customSeverity }
        : draft.severityMode === "cvss"
          ? { type: "cvss", cvss: draft.cvss }
          : undefined,
  };
}

interface ReportSubmitFormProps {
  program: Program;
  draft: ReportDraft;
  onChange: (change: Partial<ReportDraft>) => void;
  onSubmit: () => void;
  /** A submission (or its upload) is under way. */
  inFlight: boolean;
  /** The upload's progress, 0 to 1, while the attachments go up. */
  uploadProgress: number | null;
  /** What is typed is kept in this browser; Discard starts afresh. */
  draftSaved: boolean;
  onDiscard: () => void;
  /** A hunter's submission (with the program's terms), or the program's staff importing a report (issue 33). */
  variant?: "submit" | "import";
}

/** The report form (spec 2 §2, §5): title, scope, type, severity, description with preview, files, terms. */
export function ReportSubmitForm({
  program,
  draft,
  onChange,
  onSubmit,
  inFlight,
  uploadProgress,
  draftSaved,
  onDiscard,
  variant = "submit",
}: ReportSubmitFormProps) {
  const { t } = useTranslation();
  const language = useVrtLanguage();
  const categories = scopeCategoryLabels(t);
  const severityLabels = useSeverityLabels();
  const problems = draftProblems(program, variant === "submit" ? draft : { ...draft, agreed: true });
  // A disabled Submit says what it waits for (the first thing missing, in the form's order).
  const missingHint = problems.title
    ? t("Give the report a title.")
    : problems.scope
      ? t("Pick the scope you tested.")
      : problems.vrt
        ? t("Pick the vulnerability type.")
        : problems.content
          ? t("Describe the vulnerability.")
          : problems.files
            ? t("Remove the attachments of 30MB or more.")
            : problems.terms
              ? t("Agree to the program's terms.")
              : "";
  const blocked = Object.values(problems).some(Boolean) || inFlight;
  const group = program.scopeGroups.find((g) => g.id === draft.scope) ?? null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) onSubmit();
      }}
      noValidate
    >
      <Stack gap="lg">
        <TextInput
          label={t("Title")}
          description={t("One line that says what the vulnerability is and where.")}
          value={draft.title}
          onChange={(event) => onChange({ title: event.currentTarget.value })}
          maxLength={REPORT_TITLE_MAX}
          required
        />
        <Select
          label={t("Scope")}
          placeholder={t("Pick the asset you tested")}
          data={program.scopeGroups.map((g) => ({
            value: g.id,
            label:
              g.type.length > 0
                ? `${g.identifier} (${g.type.map((c) => categories[c]).join(", ")})`
                : g.identifier,
          }))}
          value={draft.scope}
          onChange={(scope) => onChange({ scope, vrt: null })}
          required
          searchable
        />
        {group && group.scopes.length > 0 ? (
          <Select
            label={t("Vulnerability type")}
            description={t("This scope covers these types only.")}
            placeholder={t("Pick a type (optional)")}
            data={group.scopes.map((s) => ({ value: s.vrtId, label: vrtPathName(s.vrtId, language) }))}
            value={draft.vrt}
            onChange={(vrt) => onChange({ vrt })}
            clearable
            searchable
          />
        ) : (
          <VrtPicker
            label={t("Vulnerability type")}
            description={group ? t("This scope takes any type: pick the one that fits.") : undefined}
            value={draft.vrt}
            onChange={(vrt) => onChange({ vrt })}
          />
        )}
        <Stack gap="xs">
          <Text fw={500} size="sm" id="report-severity-label">
            {t("Severity")}
          </Text>
          <SegmentedControl
            aria-labelledby="report-severity-label"
            value={draft.severityMode}
            onChange={(value) => onChange({ severityMode: value as SeverityMode })}
            data={[
              { value: "none", label: t("Not given") },
              { value: "custom", label: t("Custom") },
              { value: "cvss", label: `CVSS ${program.cvssVersion}` },
            ]}
            style={{ alignSelf: "flex-start" }}
          />
          {draft.severityMode === "custom" ? (
            <Select
              aria-label={t("Custom severity")}
              data={CVSS_SEVERITIES.map((s) => ({ value: s, label: severityLabels[s] }))}
              value={draft.customSeverity}
              onChange={(value) => value && onChange({ customSeverity: value as CustomSeverity })}
              allowDeselect={false}
              maw={240}
            />
          ) : null}
          {draft.severityMode === "cvss" ? (
            <Paper withBorder p="md" radius="md">
              <CvssCalculator
                version={program.cvssVersion}
                value={draft.cvss}
                onChange={(cvss) => onChange({ cvss })}
                headingOrder={3}
              />
            </Paper>
          ) : null}
        </Stack>
        <ReportContentFields
          program={program}
          draft={draft}
          onChange={onChange}
          uploadProgress={uploadProgress}
        />
        {variant === "submit" ? (
          <Checkbox
            label={t("I agree to the terms of this program.")}
            description={t("If you do not agree to the terms of our program, you can not submit a report.")}
            checked={draft.agreed}
            onChange={(event) => onChange({ agreed: event.currentTarget.checked })}
          />
        ) : null}
        <Group justify="space-between" gap="sm">
          {draftSaved ? (
            <Group gap="xs">
              <Text size="xs" c="dimmed" data-testid="draft-saved">
                {t("Draft saved in this browser")}
              </Text>
              <Button variant="subtle" color="gray" size="compact-xs" onClick={onDiscard}>
                {t("Discard draft")}
              </Button>
            </Group>
          ) : (
            <span />
          )}
          <Stack gap={4} align="flex-end">
            <Button
              type="submit"
              disabled={blocked}
              loading={inFlight}
              aria-describedby={blocked && !inFlight ? "submit-missing" : undefined}
            >
              {variant === "submit" ? t("Submit report") : t("Import report")}
            </Button>
            {blocked && !inFlight ? (
              <Text size="xs" c="dimmed" id="submit-missing" ta="right">
                {missingHint}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Stack>
    </form>
  );
}
