import type { Program } from "@bounty/shared";
import { Alert, Button, Group, Skeleton, Stack, Text, Tooltip } from "@mantine/core";
import { IconClock, IconSend, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import {
  activationRequestQuery,
  cancelActivationRequest,
  requestActivation,
} from "../../api/program-activation-request.ts";
import { useProgramMutation } from "../../api/program-home-mutations.ts";

interface ProgramActivationRequestProps {
  program: Program;
  canRequest: boolean;
  /** Why the request cannot be sent yet (tabs to complete), or null. */
  missingText: string | null;
}

/** Spec §4, vdp: 'Request activation', and while it is reviewed 'Cancel request'. */
export function ProgramActivationRequest({
  program,
  canRequest,
  missingText,
}: ProgramActivationRequestProps) {
  const { t } = useTranslation();
  const request = useQuery(activationRequestQuery(program.id));
  const create = useProgramMutation(program.id, () => requestActivation(program.id));
  const cancel = useProgramMutation(program.id, () => cancelActivationRequest(program.id));

  if (request.isPending) return <Skeleton h={36} />;
  const current = request.data ?? null;

  if (current?.status === "pending")
    return (
      <Stack gap="sm">
        <Alert color="blue" variant="light" icon={<IconClock />} title={t("Activation requested")}>
          {t(
            "Our team reviews your program; it takes under one business day and we will e-mail you the answer. The program stays unpublished until then.",
          )}
        </Alert>
        {canRequest && (
          <Group justify="flex-end">
            <Button
              variant="default"
              leftSection={<IconX size={16} />}
              loading={cancel.isPending}
              onClick={() => cancel.mutate(undefined)}
            >
              {t("Cancel request")}
            </Button>
          </Group>
        )}
      </Stack>
    );

  return (
    <Stack gap="sm">
      {current?.status === "rejected" && (
        <Alert color="red" variant="light" title={t("Activation request declined")}>
          {current.reason || t("Our team declined the request. Update the program, then ask again.")}
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          {t(
            "Vulnerability disclosure programs are published after a review by our team. Complete the tabs below, then request activation.",
          )}
        </Text>
        {canRequest && (
          <Tooltip label={missingText} disabled={missingText === null} multiline maw={300} withArrow>
            <span>
              <Button
                leftSection={<IconSend size={16} />}
                disabled={missingText !== null}
                loading={create.isPending}
                onClick={() => create.mutate(undefined)}
              >
                {t("Request activation")}
              </Button>
            </span>
          </Tooltip>
        )}
      </Group>
    </Stack>
  );
}
