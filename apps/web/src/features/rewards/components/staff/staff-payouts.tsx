import type { PayoutStatus, StaffPayout } from "@bounty/shared";
import { payoutStatuses } from "@bounty/shared";
import { Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { IconCash, IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/forms/confirm-dialog.tsx";
import { PagedList } from "../../../../components/pages/paged-list.tsx";
import { SectionCard } from "../../../../components/pages/section-card.tsx";
import { countryName } from "../../../../lib/countries.ts";
import { formatYen } from "../../../../lib/money.ts";
import { staffKey } from "../../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { decidePayout, exportPayouts, staffPayoutsQuery } from "../../api/staff-money.ts";

const statusLabel = (status: PayoutStatus, t: TFunction) =>
  ({ pending: t("Pending"), paid: t("Paid"), failed: t("Failed") })[status];

/** Where the money goes, as the hunter gave it when they withdrew. */
function Recipient({ payout }: { payout: StaffPayout }) {
  const { i18n } = useTranslation();
  const r = payout.recipient;
  const method =
    r.method === "paypal"
      ? `PayPal · ${r.paypal}`
      : [r.iban && `IBAN ${r.iban}`, r.bic && `BIC/Swift/IFSC ${r.bic}`].filter(Boolean).join(" · ");
  return (
    <Stack gap={0}>
      <Text size="sm">{r.name}</Text>
      <Text size="sm" c="dimmed">
        {[r.address1, r.address2, `${r.postCode} ${r.city}`, countryName(r.country, i18n.language)]
          .filter(Boolean)
          .join(", ")}
      </Text>
      <Text size="sm" ff="monospace">
        {method}
      </Text>
    </Stack>
  );
}

/**
 * Hunters' withdrawals (spec 1 §9: transferred every Friday): export the pending batch as CSV for the
 * bank, then mark each paid, or failed with a reason the hunter reads (their money comes back).
 */
export function StaffPayouts() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PayoutStatus>("pending");
  const [page, setPage] = useState(1);
  const list = useQuery({ ...staffPayoutsQuery(status, page), placeholderData: keepPreviousData });
  // Both decisions are confirmed in a dialog that shows the amount and where it goes.
  const [deciding, setDeciding] = useState<{ payout: StaffPayout; outcome: "paid" | "failed" } | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [exporting, setExporting] = useState(false);
  const decide = useMutation({
    mutationFn: ({ payout, fail }: { payout: StaffPayout; fail?: string }) =>
      decidePayout(payout.id, fail === undefined ? { status: "paid" } : { status: "failed", reason: fail }),
    onSuccess: (_, { payout, fail }) => {
      setDialogOpen(false);
      const values = {
        amount: formatYen(payout.amount, i18n.language),
        recipient: payout.recipient.name,
      };
      showSuccessToast(
        fail === undefined
          ? t("Payout of {{amount}} to {{recipient}} marked paid", values)
          : t(
              "Payout of {{amount}} to {{recipient}} marked failed: the amount is back in their balance",
              values,
            ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const runExport = async () => {
    setExporting(true);
    try {
      await exportPayouts();
    } finally {
      setExporting(false);
    }
  };

  return (
    <SectionCard
      icon={<IconCash size={22} />}
      title={t("Payouts")}
      description={t(
        "Hunters' withdrawals. Export the pending ones for Friday's transfer, then mark each paid or failed.",
      )}
      aside={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => void runExport()}
          loading={exporting}
          disabled={status !== "pending" || list.data?.meta.total === 0}
        >
          {t("Export CSV")}
        </Button>
      }
    >
      <Stack gap="xs">
        <SegmentedControl
          value={status}
          onChange={(value) => {
            setStatus(value as PayoutStatus);
            setPage(1);
          }}
          data={payoutStatuses.map((s) => ({ value: s, label: statusLabel(s, t) }))}
          aria-label={t("Status")}
          style={{ alignSelf: "flex-start" }}
        />
        <PagedList list={list} page={page} onPageChange={setPage} emptyText={t("No payout here.")}>
          {(payouts) =>
            payouts.map((payout) => (
              <Paper key={payout.id} withBorder p="sm" data-testid={`payout-${payout.id}`}>
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                    <Group gap="xs">
                      <Text fw={700}>{formatYen(payout.amount, i18n.language)}</Text>
                      <Text size="sm" c="dimmed">
                        {payout.user ? `@${payout.user.username}` : t("A deleted account")}
                        {payout.user?.email ? ` · ${payout.user.email}` : ""} · {date(payout.createdAt)}
                      </Text>
                    </Group>
                    <Recipient payout={payout} />
                    {payout.status === "failed" ? (
                      <Text size="sm" c="red">
                        {payout.failureReason}
                      </Text>
                    ) : null}
                  </Stack>
                  {payout.status === "pending" ? (
                    <Group gap="xs">
                      <Button
                        size="xs"
                        onClick={() => {
                          setDeciding({ payout, outcome: "paid" });
                          setDialogOpen(true);
                        }}
                      >
                        {t("Mark paid")}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => {
                          setDeciding({ payout, outcome: "failed" });
                          setReason("");
                          setDialogOpen(true);
                        }}
                      >
                        {t("Mark failed")}
                      </Button>
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {statusLabel(payout.status, t)}
                      {payout.decidedAt ? ` · ${date(payout.decidedAt)}` : ""}
                    </Text>
                  )}
                </Group>
              </Paper>
            ))
          }
        </PagedList>
      </Stack>
      <ConfirmDialog
        opened={isDialogOpen}
        title={deciding?.outcome === "failed" ? t("Mark the payout failed?") : t("Mark the payout paid?")}
        confirmLabel={deciding?.outcome === "failed" ? t("Mark failed") : t("Mark paid")}
        confirmColor={deciding?.outcome === "failed" ? "red" : "blue"}
        isPending={decide.isPending}
        isConfirmDisabled={deciding?.outcome === "failed" && reason.trim() === ""}
        disabledHint={t("Write the reason the hunter will read.")}
        onConfirm={() =>
          deciding &&
          decide.mutate({
            payout: deciding.payout,
            fail: deciding.outcome === "failed" ? reason.trim() : undefined,
          })
        }
        onClose={() => setDialogOpen(false)}
      >
        {deciding ? (
          <Paper withBorder p="sm" data-testid="payout-decision">
            <Text fw={700}>{formatYen(deciding.payout.amount, i18n.language)}</Text>
            <Recipient payout={deciding.payout} />
          </Paper>
        ) : null}
        {deciding?.outcome === "paid" ? (
          <Text size="sm">
            {t("Only once the bank transfer has gone out: the hunter is told it was paid.")}
          </Text>
        ) : (
          <Textarea
            label={t("Reason")}
            description={t("The hunter receives it by e-mail; the amount returns to their balance.")}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={500}
            required
            data-autofocus
          />
        )}
      </ConfirmDialog>
    </SectionCard>
  );
}
