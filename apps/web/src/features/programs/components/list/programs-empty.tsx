import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconSearchOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

export function ProgramsEmpty({ onClearFilters }: { onClearFilters?: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: "xl", sm: 48 }}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconSearchOff size={28} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          {t("No Programs Found")}
        </Title>
        <Text c="dimmed" maw={420}>
          {onClearFilters
            ? t("No program matches these filters. Try another search or clear the filters.")
            : t("There are no programs to show yet. Check back soon.")}
        </Text>
        {onClearFilters && (
          <Button variant="light" mt="xs" onClick={onClearFilters}>
            {t("Clear filters")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
