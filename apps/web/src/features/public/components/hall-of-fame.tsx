import { Group, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/pages/load-failed.tsx";
import { UserAvatar } from "../../../components/people/user-avatar.tsx";
import { AnchorLink } from "../../../components/text/links.tsx";
import { hallOfFameQuery } from "../api/public-api.ts";

/** The program's Hall of Fame tab: the hunters it accepted a report from, most recent first. */
export function HallOfFame({ program }: { program: string }) {
  const { t } = useTranslation();
  const hof = useQuery(hallOfFameQuery(program));
  if (hof.isPending) return <Skeleton height={120} radius="md" />;
  if (hof.isError) return <LoadFailed onRetry={() => void hof.refetch()} />;
  if (hof.data.length === 0)
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <IconTrophy size={32} stroke={1.5} aria-hidden />
          <Text c="dimmed" ta="center">
            {t("No Hall of Fame entries yet!")}
          </Text>
        </Stack>
      </Paper>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("Hunters whose reports this program accepted, most recent first.")}
      </Text>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="sm"
        component="ol"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {hof.data.map((hunter) => (
          <Paper key={hunter.id} withBorder radius="md" p="sm" component="li">
            <Group gap="sm" wrap="nowrap">
              <UserAvatar user={hunter} size={40} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <AnchorLink to="/profiles/$name" params={{ name: hunter.uniqueName }} fw={600} truncate>
                  {hunter.displayName}
                </AnchorLink>
                <Text size="xs" c="dimmed" truncate>
                  @{hunter.uniqueName}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
