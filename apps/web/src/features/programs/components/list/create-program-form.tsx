import { CreateProgram, type ProgramType, type ProgramVisibility } from "@bounty/shared";
import { Button, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { programKey, programsKey } from "../../../../lib/query-keys.ts";
import { showSuccessToast } from "../../../../lib/toasts/success-toast.ts";
import { createProgram } from "../../api/create-program-request.ts";

interface CreateProgramFormProps {
  organizationId: string;
  type: ProgramType;
  onBack: () => void;
}

/** The second step of 'Create Program': name and visibility; creating opens the new program's home. */
export function CreateProgramForm({ organizationId, type, onBack }: CreateProgramFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState("");
  const [visibility, setVisibility] = useState<ProgramVisibility>("public");
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createProgram,
    onSuccess: async (answer) => {
      queryClient.setQueryData(programKey(answer.data.id), answer);
      await queryClient.invalidateQueries({ queryKey: programsKey });
      showSuccessToast(t("The program was created."), t("Success"));
      await navigate({
        to: "/organizations/$id/programs/$programId",
        params: { id: organizationId, programId: answer.data.id },
      });
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateProgram.safeParse({ name, type, organization: organizationId, visibility });
    if (!parsed.success) {
      setError(t("Enter a name of at most 100 characters."));
      return;
    }
    create.mutate(parsed.data);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {type === "vdp" ? t("Vulnerability Disclosure Program") : t("Bug Bounty Program")}
        </Text>
        <TextInput
          label={t("Program name")}
          placeholder={t("e.g. Acme Web Services")}
          required
          data-autofocus
          value={name}
          maxLength={100}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Radio.Group
          label={t("Visibility")}
          description={t("You can change it at any time.")}
          value={visibility}
          onChange={(value) => setVisibility(value as ProgramVisibility)}
        >
          <Stack gap="xs" mt="xs">
            <Radio
              value="public"
              label={t("Public")}
              description={t("Every researcher can see it and report.")}
            />
            <Radio
              value="application"
              label={t("Application")}
              description={t("Researchers apply; you approve who takes part.")}
            />
            <Radio
              value="invite"
              label={t("Invite only")}
              description={t("Hidden; only researchers you invite take part.")}
            />
          </Stack>
        </Radio.Group>
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={create.isPending}>
            {t("Back")}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t("Create Program")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
