import {
  IMPORT_CSV_COLUMNS,
  IMPORT_CSV_MAX_BYTES,
  IMPORT_CSV_MAX_ROWS,
  type ImportResult,
} from "@bounty/shared";
import { Alert, Button, Code, FileInput, Group, Progress, Stack, Table, Text } from "@mantine/core";
import { IconAlertCircle, IconCheck, IconFileTypeCsv } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../../components/text/links.tsx";
import { ApiError } from "../../../../lib/api-error.ts";
import { formatNumber } from "../../../../lib/money.ts";
import { reportsKey, triageKey } from "../../../../lib/query-keys.ts";
import { importCsv } from "../../api/import-api.ts";

type Outcome = { kind: "done"; result: ImportResult } | { kind: "refused"; error: ApiError } | null;

/** Many reports from a CSV file: every row checked first, all imported or none, the refused rows listed. */
export function ImportCsv({ programId }: { programId: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const tooLarge = file !== null && file.size > IMPORT_CSV_MAX_BYTES;
  const number = (n: number) => formatNumber(n, i18n.language);

  const send = async () => {
    if (!file) return;
    setOutcome(null);
    setProgress(0);
    try {
      const result = await importCsv(programId, file, setProgress);
      setOutcome({ kind: "done", result });
      setFile(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsKey }),
        queryClient.invalidateQueries({ queryKey: triageKey }),
      ]);
    } catch (error) {
      setOutcome({
        kind: "refused",
        error:
          error instanceof ApiError ? error : new ApiError(0, "network", t("The file could not be sent.")),
      });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        {t(
          "One report per line, under a first line naming the columns. Title, description and scope (its identifier) are required; the vulnerability type (its id in the taxonomy) when the scope covers any type; severity is none, low, medium, high or critical, or empty.",
        )}
      </Text>
      <Code block>{IMPORT_CSV_COLUMNS.join(",")}</Code>
      <Text size="sm" c="dimmed">
        {t(
          "Every line is checked before any is imported: a file with a wrong line imports nothing. At most {{rows}} lines, smaller than 30MB.",
          {
            rows: number(IMPORT_CSV_MAX_ROWS),
          },
        )}
      </Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label={t("CSV file")}
          placeholder={t("Choose a CSV file")}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={(next) => {
            setFile(next);
            setOutcome(null);
          }}
          clearable
          clearButtonProps={{ "aria-label": t("Remove the file") }}
          error={tooLarge ? t("Send a CSV file smaller than 30MB: split it.") : null}
          w={{ base: "100%", sm: 360 }}
        />
        <Button onClick={() => void send()} disabled={!file || tooLarge} loading={progress !== null}>
          {t("Import the file")}
        </Button>
      </Group>
      {progress !== null ? (
        <Stack gap={2} aria-live="polite">
          <Progress value={progress * 100} aria-label={t("Upload progress")} />
          <Text size="xs" c="dimmed">
            {progress < 1
              ? t("Uploading the file: {{percent}}%", { percent: Math.round(progress * 100) })
              : t("Checking and importing every line…")}
          </Text>
        </Stack>
      ) : null}
      {outcome?.kind === "done" ? (
        <Alert color="teal" icon={<IconCheck size={18} />} role="status" title={t("Imported")}>
          <Stack gap={4}>
            <Text size="sm">
              {t("{{count}} reports were imported, #{{first}} to #{{last}}.", {
                count: outcome.result.imported,
                first: outcome.result.firstNumber,
                last: outcome.result.lastNumber,
              })}
            </Text>
            <AnchorLink to="/triage/$programId/reports" params={{ programId }} size="sm">
              {t("Open the triage queue")}
            </AnchorLink>
          </Stack>
        </Alert>
      ) : null}
      {outcome?.kind === "refused" ? (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          title={t("Nothing was imported")}
        >
          <Stack gap="sm">
            <Text size="sm">{outcome.error.message || t("The file could not be imported.")}</Text>
            {outcome.error.rows.length > 0 ? (
              <Table.ScrollContainer minWidth={480}>
                <Table striped withTableBorder fz="sm" data-testid="import-errors">
                  <Table.Caption>{t("The lines to correct")}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t("Line")}</Table.Th>
                      <Table.Th scope="col">{t("Column")}</Table.Th>
                      <Table.Th scope="col">{t("Problem")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {outcome.error.rows.map((row) => (
                      <Table.Tr key={`${row.row}-${row.field}`}>
                        <Table.Td>{row.row}</Table.Td>
                        <Table.Td>
                          <Code>{row.field}</Code>
                        </Table.Td>
                        <Table.Td>{row.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
