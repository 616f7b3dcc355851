import { Button, Code, Table, Text, VisuallyHidden } from "@mantine/core";
import { IconMailX } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedList } from "../../../components/pages/paged-list.tsx";
import { SectionCard } from "../../../components/pages/section-card.tsx";
import { staffKey } from "../../../lib/query-keys.ts";
import { showErrorToastFor } from "../../../lib/toasts/error-toast.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { retryStaffMail, staffMailsQuery } from "../api/staff-api.ts";

/**
 * Notification mails that failed for good: to whom, about what, the SMTP server's last words, and a
 * button to send one again once the cause is fixed.
 */
export function StaffFailedMails() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...staffMailsQuery(page), placeholderData: keepPreviousData });
  const retry = useMutation({
    mutationFn: retryStaffMail,
    onSuccess: () => showSuccessToast(t("The mail is back in the queue and goes out shortly.")),
    onError: (error) => showErrorToastFor(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...staffKey, "mails"] }),
  });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  return (
    <SectionCard
      icon={<IconMailX size={22} />}
      title={t("Failed mails")}
      description={t("Notification mails the mail server refused after every retry.")}
    >
      <PagedList
        list={list}
        page={page}
        onPageChange={setPage}
        emptyText={t("No mail has failed.")}
        skeletonHeight={80}
      >
        {(mails) => (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("To")}</Table.Th>
                  <Table.Th>{t("About")}</Table.Th>
                  <Table.Th>{t("Last error")}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t("Actions")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mails.map((mail) => (
                  <Table.Tr key={mail.id} data-testid={`staff-mail-${mail.id}`}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {mail.to}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {date(mail.createdAt)} · {t("Attempts: {{count}}", { count: mail.attempts })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Code>{mail.eventType}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ wordBreak: "break-word" }}>
                        {mail.lastError ?? "—"}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        loading={retry.isPending && retry.variables === mail.id}
                        onClick={() => retry.mutate(mail.id)}
                        aria-label={t("Send again to {{to}}", { to: mail.to })}
                      >
                        {t("Send again")}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedList>
    </SectionCard>
  );
}
