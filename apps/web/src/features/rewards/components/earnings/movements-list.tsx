import type { Movement, PayoutStatus } from "@bounty/shared";
import { Anchor, Badge, Stack, Table, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedList } from "../../../../components/pages/paged-list.tsx";
import { PlainLink } from "../../../../components/text/plain-link.tsx";
import { formatCredit } from "../../../../lib/money.ts";
import { movementsQuery } from "../../api/withdrawals.ts";

const kindLabel = (kind: Movement["kind"], t: TFunction) =>
  ({
    reward: t("Reward"),
    correction: t("Reward correction"),
    withdrawal: t("Withdrawal"),
    payout_returned: t("Failed transfer returned"),
  })[kind];

// Money coming in, readable on both themes' backgrounds.
const CREDIT_COLOR = "light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))";
const payoutColor: Record<PayoutStatus, string> = { pending: "yellow", paid: "green", failed: "red" };
const payoutLabel = (status: PayoutStatus, t: TFunction) =>
  ({ pending: t("Transfer pending"), paid: t("Paid"), failed: t("Transfer failed") })[status];

/** Every movement of the hunter's credits, newest first, from the ledger: why the balance is what it is. */
export function MovementsList() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useQuery({ ...movementsQuery(page), placeholderData: keepPreviousData });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  return (
    <Stack gap="xs">
      <PagedList list={list} page={page} onPageChange={setPage} emptyText={t("Nothing has moved yet.")}>
        {(movements) => (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="sm" data-testid="movements">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("Date")}</Table.Th>
                  <Table.Th>{t("Movement")}</Table.Th>
                  <Table.Th>{t("Program")}</Table.Th>
                  <Table.Th ta="right">{t("Amount")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {movements.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{date(m.createdAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {kindLabel(m.kind, t)}
                      </Text>
                      {m.kind === "withdrawal" && m.payout ? (
                        <Badge size="sm" variant="light" color={payoutColor[m.payout.status]} mt={4}>
                          {payoutLabel(m.payout.status, t)}
                        </Badge>
                      ) : null}
                      {m.payout?.status === "failed" && m.payout.failureReason ? (
                        <Text size="xs" c="dimmed" mt={2}>
                          {m.payout.failureReason}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {m.program ? (
                        <Anchor
                          component={PlainLink}
                          href={`/programs/${encodeURIComponent(m.program.slug)}`}
                          size="sm"
                        >
                          {m.program.name}
                        </Anchor>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t("A deleted program")}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td
                      ta="right"
                      fw={600}
                      style={{ whiteSpace: "nowrap", color: m.amount > 0 ? CREDIT_COLOR : undefined }}
                    >
                      {m.amount > 0 ? "+" : ""}
                      {formatCredit(m.amount, m.system, i18n.language)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedList>
    </Stack>
  );
}
