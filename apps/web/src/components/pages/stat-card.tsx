import { Paper, Text } from "@mantine/core";

/** One figure of a summary: its label, the number, and a line under it. */
export function StatCard({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
        {label}
      </Text>
      <Text fz={26} fw={700} lh={1.3} mt={4}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed" mt={2}>
          {detail}
        </Text>
      )}
    </Paper>
  );
}
