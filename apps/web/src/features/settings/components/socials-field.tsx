import { type SocialType, socialTypes } from "@bounty/shared";
import { ActionIcon, Button, Group, Input, Select, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { MAX_SOCIALS, type ProfileValues } from "../api/profile-form.ts";

/** The social links: one row per link (type and address), added and removed freely up to ten. */
export function SocialsField({ form }: { form: UseFormReturnType<ProfileValues> }) {
  const { t } = useTranslation();
  const labels: Record<SocialType, string> = {
    hackerone: "HackerOne",
    bugcrowd: "Bugcrowd",
    portfolio: t("Portfolio"),
    github: "GitHub",
    linkedin: "LinkedIn",
    twitter: "Twitter",
    facebook: "Facebook",
    reddit: "Reddit",
    url: t("Website"),
  };
  const socials = form.values.socials;

  return (
    <Stack gap="xs">
      <div>
        <Input.Label component="div">{t("Links")}</Input.Label>
        <Input.Description>
          {t("Shown on your profile, up to {{max}}.", { max: MAX_SOCIALS })}
        </Input.Description>
      </div>
      {socials.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the form addresses them by index.
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            data={socialTypes.map((type) => ({ value: type, label: labels[type] }))}
            {...form.getInputProps(`socials.${index}.type`)}
            aria-label={t("Link type")}
            allowDeselect={false}
            checkIconPosition="right"
            w={150}
            style={{ flexShrink: 0 }}
          />
          <TextInput
            {...form.getInputProps(`socials.${index}.link`)}
            aria-label={t("Link address")}
            placeholder="https://"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={500}
            style={{ flex: 1, minWidth: 0 }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            onClick={() => form.removeListItem("socials", index)}
            aria-label={t("Remove link")}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem("socials", { type: "github", link: "" })}
          disabled={socials.length >= MAX_SOCIALS}
        >
          {t("Add a link")}
        </Button>
      </Group>
    </Stack>
  );
}
