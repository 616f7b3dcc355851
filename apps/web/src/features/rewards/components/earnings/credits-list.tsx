import { Badge, Paper, Skeleton, Stack, Table, Text, ThemeIcon } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../../components/pages/load-failed.tsx";
import { AnchorLink } from "../../../../components/text/links.tsx";
import { formatCredit } from "../../../../lib/money.ts";
import { creditsQuery } from "../../api/earnings.ts";

/** One line per program the hunter earned in, or the empty state. */
export function CreditsList() {
  const { t, i18n } = useTranslation();
  const credits = useQuery(creditsQuery);
  if (credits.isError) return <LoadFailed onRetry={() => void credits.refetch()} />;
  if (credits.isPending) return <Skeleton h={96} radius="md" />;
  if (credits.data.length === 0) {
    return (
      <Paper withBorder p="lg" radius="md" style={{ borderStyle: "dashed" }}>
        <Stack align="center" gap={6} ta="center">
          <ThemeIcon size={40} radius="xl" variant="light" color="gray">
            <IconReceipt size={22} stroke={1.6} />
          </ThemeIcon>
          <Text fw={600}>{t("No credits yet")}</Text>
          <Text size="sm" c="dimmed" maw={380}>
            {t("Rewards you earn in programs show up here, program by program.")}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="credits">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("Program")}</Table.Th>
            <Table.Th>{t("Organization")}</Table.Th>
            <Table.Th ta="right">{t("Amount")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {credits.data.map((credit) => (
            <Table.Tr key={credit.id}>
              <Table.Td>
                <AnchorLink to="/programs/$slug" params={{ slug: credit.program.slug }} fw={500}>
                  {credit.program.name}
                </AnchorLink>
                {!credit.program.activated && (
                  <Badge ml="xs" size="xs" variant="light" color="gray">
                    {t("Not active")}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{credit.program.organizationName}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: "nowrap" }}>
                {formatCredit(credit.amount, credit.system, i18n.language)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
