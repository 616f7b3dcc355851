import type { InvoiceStatus } from "@bounty/shared";
import { invoiceStatuses } from "@bounty/shared";
import { Button, Group, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconFileInvoice } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedList } from "../../../../components/pages/paged-list.tsx";
import { SectionCard } from "../../../../components/pages/section-card.tsx";
import { formatYen } from "../../../../lib/money.ts";
import { staffKey } from "../../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { markInvoicePaid, staffInvoicesQuery } from "../../api/staff-money.ts";

/** Internal programs' licence invoices (spec 1 §9): staff mark each paid when its bank transfer arrives. */
export function StaffInvoices() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<InvoiceStatus>("issued");
  const [page, setPage] = useState(1);
  const list = useQuery({ ...staffInvoicesQuery(status, page), placeholderData: keepPreviousData });
  const pay = useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: () => showSuccessToast(t("The invoice is marked paid."), t("Success")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
  const month = (yearMonth: string) =>
    new Intl.DateTimeFormat(i18n.language, { year: "numeric", month: "long", timeZone: "UTC" }).format(
      new Date(`${yearMonth}-01T00:00:00Z`),
    );
  const labels: Record<InvoiceStatus, string> = { issued: t("Awaiting payment"), paid: t("Paid") };

  return (
    <SectionCard
      icon={<IconFileInvoice size={22} />}
      title={t("Licence invoices")}
      description={t(
        "Internal programs' monthly invoices, paid by bank transfer. Mark each paid when its transfer arrives.",
      )}
    >
      <Stack gap="xs">
        <SegmentedControl
          value={status}
          onChange={(value) => {
            setStatus(value as InvoiceStatus);
            setPage(1);
          }}
          data={invoiceStatuses.map((s) => ({ value: s, label: labels[s] }))}
          aria-label={t("Status")}
          style={{ alignSelf: "flex-start" }}
        />
        <PagedList list={list} page={page} onPageChange={setPage} emptyText={t("No invoice here.")}>
          {(invoices) =>
            invoices.map((invoice) => (
              <Paper key={invoice.id} withBorder p="sm" data-testid={`invoice-${invoice.id}`}>
                <Group justify="space-between" gap="sm">
                  <div style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={700}>{formatYen(invoice.amount, i18n.language)}</Text>
                      <Text fw={500}>{invoice.organization.name}</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {invoice.number} · {month(invoice.month)} ·{" "}
                      {invoice.status === "paid" && invoice.paidAt
                        ? t("Paid on {{date}}", { date: day(invoice.paidAt) })
                        : t("Due on {{date}}", { date: day(invoice.dueOn) })}
                    </Text>
                  </div>
                  {invoice.status === "issued" ? (
                    <Button
                      size="xs"
                      onClick={() => pay.mutate(invoice.id)}
                      loading={pay.isPending && pay.variables === invoice.id}
                    >
                      {t("Mark paid")}
                    </Button>
                  ) : null}
                </Group>
              </Paper>
            ))
          }
        </PagedList>
      </Stack>
    </SectionCard>
  );
}
