import type { Program } from "@bounty/shared";
import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBug, IconChecklist, IconCircleCheck } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../../components/text/links.tsx";
import { programKey } from "../../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { acceptGuideline } from "../../api/guideline-accept.ts";

/** A hunter who sees the details must accept the guideline before reporting; once accepted, when. */
export function GuidelineAcceptCard({ slug, program }: { slug: string; program: Program }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptGuideline(program.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: programKey(slug) });
      showSuccessToast(t("You accepted the guideline."));
    },
  });
  const acceptedAt = program.participation?.guidelineAcceptedAt ?? null;

  if (acceptedAt) {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(acceptedAt));
    return (
      <Paper withBorder p="lg" component="section" aria-label={t("Guideline")}>
        <Stack gap="xs" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light" color="teal">
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <Title order={2} fz="md">
            {t("Guideline accepted")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("You accepted the guideline on {{date}}.", { date })}
          </Text>
          {program.participation?.canReport ? (
            <ButtonLink to="/programs/$slug/submit" params={{ slug }} leftSection={<IconBug size={16} />}>
              {t("Submit a report")}
            </ButtonLink>
          ) : null}
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={t("Guideline")}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light">
          <IconChecklist size={22} />
        </ThemeIcon>
        <Title order={2} fz="md">
          {t("Read and accept the guideline")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("You need to accept this program's guideline before you can send it a report.")}
        </Text>
        <Button loading={accept.isPending} onClick={() => accept.mutate()}>
          {t("Accept the guideline")}
        </Button>
      </Stack>
    </Paper>
  );
}
