import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { AnchorLink } from "../../../components/text/links.tsx";
import { programDisclosureQuery } from "../api/disclosure-api.ts";
import { DisclosureFacts } from "./disclosure-facts.tsx";
import { DisclosureSummaries } from "./disclosure-summaries.tsx";

/** /programs/{programId}/disclosures/{id}: one disclosed report, with the way back to the list. */
export function DisclosureDetail({ program, id }: { program: string; id: string }) {
  const { t } = useTranslation();
  const { data: d } = useSuspenseQuery(programDisclosureQuery(program, id));
  return (
    <Stack gap="md">
      <AnchorLink to="/programs/$slug/disclosures" params={{ slug: program }} size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t("Back to disclosed reports")}
        </Group>
      </AnchorLink>
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} component="article" aria-label={d.title}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Group gap="xs">
              <Badge variant="light" color="blue">
                {t("Disclosed")}
              </Badge>
              {d.automatic ? (
                <Text size="xs" c="dimmed">
                  {t("Disclosed after the request went unanswered")}
                </Text>
              ) : null}
            </Group>
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: "anywhere" }}>
              {d.title}
            </Title>
            <DisclosureFacts disclosure={d} avatarSize={28} />
          </Stack>
          <DisclosureSummaries disclosure={d} />
        </Stack>
      </Paper>
    </Stack>
  );
}
