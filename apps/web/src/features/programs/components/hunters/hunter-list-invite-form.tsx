import { Button, Group, TextInput } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { inviteHunter } from "../../api/hunter-list-api.ts";
import { useProgramMutation } from "../../api/program-home-mutations.ts";

/**
 * "Invite a hunter" by unique name: the hunter joins approved. Over the free plan's limit the API
 * answers 409 and its message is the failure toast.
 */
export function HunterListInviteForm({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const invite = useProgramMutation(programId, (hunter: string) => inviteHunter(programId, hunter), {
    onSuccess: () => setName(""),
  });
  const hunter = name.trim().replace(/^@/, "");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (hunter && !invite.isPending) invite.mutate(hunter);
      }}
      noValidate
    >
      <Group gap="sm" align="flex-end">
        <TextInput
          label={t("Invite a hunter")}
          placeholder={t("Their unique name")}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={100}
          style={{ flex: "1 1 220px" }}
        />
        <Button
          type="submit"
          leftSection={<IconUserPlus size={16} />}
          disabled={!hunter}
          loading={invite.isPending}
        >
          {t("Invite")}
        </Button>
      </Group>
    </form>
  );
}
