import type { Program, ProgramAbilities } from "@bounty/shared";
import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck, IconHourglass, IconLogin, IconSend } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../../components/forms/confirm-dialog.tsx";
import { ButtonLink } from "../../../../components/text/links.tsx";
import { programKey } from "../../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { useCurrentUser } from "../../../session/index.ts";
import { applyToProgram, cancelApplication } from "../../api/program-apply.ts";

interface ProgramApplyCardProps {
  slug: string;
  program: Program;
  abilities: ProgramAbilities;
}

/**
 * The viewer's standing with a program that admits hunters one by one (spec §4 Hunter application):
 * sign in, Apply, waiting (with Cancel application) or joined. Nothing for public programs' hunters
 * and for members, who preview.
 */
export function ProgramApplyCard({ slug, program, abilities }: ProgramApplyCardProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const application = program.participation?.application ?? null;

  if (!user) {
    return (
      <ApplyPanel icon={<IconLogin size={22} />} title={t("Sign in to take part")}>
        <Text size="sm" c="dimmed">
          {program.visibility === "public"
            ? t("Sign in to accept the guideline, request test information and send reports.")
            : t("This program admits the hunters its organization approves. Sign in to apply.")}
        </Text>
        <ButtonLink
          to="/signin"
          search={{ redirect: `/programs/${slug}` }}
          leftSection={<IconLogin size={16} />}
        >
          {t("Sign In")}
        </ButtonLink>
      </ApplyPanel>
    );
  }
  if (application?.state === "approved") {
    return (
      <ApplyPanel icon={<IconCircleCheck size={22} />} color="teal" title={t("You joined this program")}>
        <Text size="sm" c="dimmed">
          {t("The organization approved your application.")}
        </Text>
      </ApplyPanel>
    );
  }
  if (application?.state === "pending") {
    return <PendingApplication slug={slug} programId={program.id} applicationId={application.id} />;
  }
  if (abilities.apply) return <ApplyButton slug={slug} program={program} />;
  return null;
}

function ApplyButton({ slug, program }: { slug: string; program: Program }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const apply = useMutation({
    mutationFn: () => applyToProgram(program.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: programKey(slug) });
      showSuccessToast(t("Your application was sent."));
    },
  });
  return (
    <ApplyPanel icon={<IconSend size={22} />} title={t("Apply to this program")}>
      <Text size="sm" c="dimmed">
        {t("The organization approves each hunter. Once approved, you see the details and can send reports.")}
      </Text>
      <Button leftSection={<IconSend size={16} />} loading={apply.isPending} onClick={() => apply.mutate()}>
        {t("Apply")}
      </Button>
    </ApplyPanel>
  );
}

interface PendingApplicationProps {
  slug: string;
  programId: string;
  applicationId: string;
}

function PendingApplication({ slug, programId, applicationId }: PendingApplicationProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelApplication(programId, applicationId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: programKey(slug) });
      setConfirming(false);
      showSuccessToast(t("Your application was cancelled."));
    },
    // Approved or removed meanwhile: the toast says so, the page shows the new state.
    onError: () => queryClient.invalidateQueries({ queryKey: programKey(slug) }),
  });
  return (
    <ApplyPanel
      icon={<IconHourglass size={22} />}
      color="yellow"
      title={t("Your application is waiting for approval")}
    >
      <Text size="sm" c="dimmed">
        {t("The organization reviews each application. You can cancel yours until then.")}
      </Text>
      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
        {t("Cancel application")}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t("Cancel your application?")}
        confirmLabel={t("Cancel application")}
        onConfirm={() => cancel.mutate()}
        onClose={() => setConfirming(false)}
        isPending={cancel.isPending}
      >
        <Text size="sm">{t("The organization will no longer see it. You can apply again later.")}</Text>
      </ConfirmDialog>
    </ApplyPanel>
  );
}

interface ApplyPanelProps {
  icon: React.ReactNode;
  title: string;
  color?: string;
  children: React.ReactNode;
}

function ApplyPanel({ icon, title, color, children }: ApplyPanelProps) {
  return (
    <Paper withBorder shadow="xs" p="lg" component="section" aria-label={title}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
