import type { LicenceInvoice } from "@bounty/shared";
import { Badge, Button, Divider, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPrinter } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatYen } from "../../../../lib/money.ts";

const dayOf = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
const monthOf = (yearMonth: string, language: string) =>
  new Intl.DateTimeFormat(language, { year: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${yearMonth}-01T00:00:00Z`),
  );

/**
 * A licence invoice as a document (spec 1 §9): the lines prorated by day, the total, the due date
 * and bank transfer as the only way to pay. The print button prints it alone (global.css hides
 * the app's frame).
 */
export function LicenceInvoiceDocument({ invoice, onBack }: { invoice: LicenceInvoice; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const yen = (n: number) => formatYen(n, i18n.language);
  return (
    <Stack gap="md">
      <Group justify="space-between" data-print="hide">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t("Back to the price")}
        </Button>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t("Print")}
        </Button>
      </Group>
      <Paper
        withBorder
        radius="md"
        p={{ base: "md", sm: "xl" }}
        data-testid="invoice-document"
        data-print="document"
      >
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={2}>{t("Invoice")}</Title>
              <Text ff="monospace">{invoice.number}</Text>
            </Stack>
            {invoice.status === "paid" ? (
              <Badge color="green" variant="light" size="lg">
                {t("Paid")}
              </Badge>
            ) : (
              <Badge color="yellow" variant="light" size="lg">
                {t("Awaiting payment")}
              </Badge>
            )}
          </Group>
          <Group gap="xl" align="flex-start">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t("Billed to")}
              </Text>
              <Text fw={600}>{invoice.organization.name}</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t("Issued on")}
              </Text>
              <Text>{dayOf(invoice.issuedOn, i18n.language)}</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t("Due on")}
              </Text>
              <Text fw={600}>{dayOf(invoice.dueOn, i18n.language)}</Text>
            </Stack>
          </Group>
          <Text>
            {t(
              "Internal program licences for {{month}}, at {{price}} per licence a month, prorated by day.",
              {
                month: monthOf(invoice.month, i18n.language),
                price: yen(invoice.pricePerLicence),
              },
            )}
          </Text>
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("Period")}</Table.Th>
                  <Table.Th ta="right">{t("Licences")}</Table.Th>
                  <Table.Th ta="right">{t("Days")}</Table.Th>
                  <Table.Th ta="right">{t("Amount")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.lines.map((line) => (
                  <Table.Tr key={line.from}>
                    <Table.Td>
                      {dayOf(line.from, i18n.language)} – {dayOf(line.to, i18n.language)}
                    </Table.Td>
                    <Table.Td ta="right">{line.licences}</Table.Td>
                    <Table.Td ta="right">
                      {line.days} / {invoice.daysInMonth}
                    </Table.Td>
                    <Table.Td ta="right">{yen(line.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={3}>{t("Total")}</Table.Th>
                  <Table.Th ta="right" fz="lg">
                    {yen(invoice.amount)}
                  </Table.Th>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
          <Divider />
          <Text size="sm">
            {t(
              "Payment by bank transfer only, to the account the platform operator gives you, by {{due}}. Quote {{number}} as the transfer's reference.",
              { due: dayOf(invoice.dueOn, i18n.language), number: invoice.number },
            )}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
