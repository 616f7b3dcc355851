import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconInfoCircle, IconLicense, IconUsers } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { formatYen } from "../../../../lib/money.ts";
import { licencePriceQuery } from "../../api/licence-price.ts";
import { LicenceInvoiceDocument } from "./licence-invoice-document.tsx";

/**
 * /organizations/{id}/programs/{programId}/price (spec 1 §9, internal programs): the licences the
 * organization pays for, what one more manager would change, and the monthly invoices, each
 * viewable and printable as a document (`?invoice=`).
 */
export function ProgramPricePage({
  organizationId,
  programId,
}: {
  organizationId: string;
  programId: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { invoice: invoiceId } = useSearch({ strict: false }) as { invoice?: string };
  const { data: price } = useSuspenseQuery(licencePriceQuery(organizationId, programId));
  const yen = (n: number) => formatYen(n, i18n.language);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
  const month = (yearMonth: string) =>
    new Intl.DateTimeFormat(i18n.language, { year: "numeric", month: "long", timeZone: "UTC" }).format(
      new Date(`${yearMonth}-01T00:00:00Z`),
    );
  const open = (id: string | undefined) => void navigate({ to: ".", search: id ? { invoice: id } : {} });
  const shown = invoiceId ? price.invoices.find((i) => i.id === invoiceId) : undefined;
  if (shown) return <LicenceInvoiceDocument invoice={shown} onBack={() => open(undefined)} />;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Group gap="sm">
              <ThemeIcon size={40} radius="xl" variant="light">
                <IconLicense size={22} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {t("Licences")}
              </Title>
            </Group>
            <Group gap="xs" align="baseline">
              <Text fz={32} fw={700} lh={1.1} data-testid="monthly-price">
                {yen(price.monthly)}
              </Text>
              <Text c="dimmed">{t("a month")}</Text>
            </Group>
            <Text>
              {t("{{count}} licences at {{price}} each", {
                count: price.licences,
                price: yen(price.pricePerLicence),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t(
                "Internal programs are paid by licence: the organization's admin and each member who manages an internal program hold one, rounded up to a block of 5 (at least 5).",
              )}
            </Text>
            <Alert variant="light" icon={<IconInfoCircle size={18} />} p="sm">
              {price.withOneMore.licences === price.licences
                ? t("One more manager keeps it at {{count}} licences.", { count: price.licences })
                : t("One more manager starts a new block: {{count}} licences, {{monthly}} a month.", {
                    count: price.withOneMore.licences,
                    monthly: yen(price.withOneMore.monthly),
                  })}
            </Alert>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="sm">
            <Group gap="sm">
              <ThemeIcon size={40} radius="xl" variant="light" color="gray">
                <IconUsers size={22} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {t("People with a licence")}
              </Title>
            </Group>
            {price.people.map((person) => (
              <Group key={person.id} justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={500} truncate>
                    {person.displayName}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    @{person.uniqueName}
                  </Text>
                </div>
                <Badge variant="light" color={person.role === "admin" ? "indigo" : "gray"}>
                  {person.role === "admin" ? t("Admin") : t("Manager")}
                </Badge>
              </Group>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
      <section aria-labelledby="invoices-heading">
        <Title order={2} fz="lg" id="invoices-heading" mb={4}>
          {t("Invoices")}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t(
            "One a month, prorated for the days each count held; due at the end of the following month, by bank transfer.",
          )}
        </Text>
        {price.invoices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("No invoice yet: the first comes at the start of next month.")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table verticalSpacing="sm" data-testid="invoices">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("Month")}</Table.Th>
                  <Table.Th ta="right">{t("Amount")}</Table.Th>
                  <Table.Th>{t("Due on")}</Table.Th>
                  <Table.Th>{t("Status")}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {price.invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>{month(invoice.month)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {yen(invoice.amount)}
                    </Table.Td>
                    <Table.Td>{day(invoice.dueOn)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={invoice.status === "paid" ? "green" : "yellow"}>
                        {invoice.status === "paid" ? t("Paid") : t("Awaiting payment")}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button size="xs" variant="default" onClick={() => open(invoice.id)}>
                        {t("View invoice")}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </Stack>
  );
}
