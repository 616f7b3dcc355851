import { type SocialType, socialTypes } from "@bounty/shared";
import { ActionIcon, Button, Group, Input, Select, Stack, TextInput } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { MAX_SOCIALS } from "../api/profile-form.ts";

export interface SocialValue {
  type: SocialType;
  link: string;
}

/** The part of a Mantine form this field drives: its list of links lives at `path`. */
interface SocialsForm {
  getInputProps: (path: string) => GetInputPropsReturnType;
  insertListItem: (path: string, item: SocialValue) => void;
  removeListItem: (path: string, index: number) => void;
}

interface SocialsFieldProps {
  form: SocialsForm;
  /** Where the list sits in the form's values (a profile's `socials`, an organization's `links`). */
  path: string;
  socials: SocialValue[];
  /** Where the links are shown, and the limit (MAX_SOCIALS). */
  description: string;
}

/** Social links: one row per link (type and address), added and removed freely up to ten. */
export function SocialsField({ form, path, socials, description }: SocialsFieldProps) {
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

  return (
    <Stack gap="xs">
      <div>
        <Input.Label component="div">{t("Links")}</Input.Label>
        <Input.Description>{description}</Input.Description>
      </div>
      {socials.map((_, index) => (
        // On a phone the address wraps under its type, keeping the remove button beside it.
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the form addresses them by index.
        <Group key={index} gap="xs" align="flex-start" style={{ rowGap: 6 }}>
          <Select
            data={socialTypes.map((type) => ({ value: type, label: labels[type] }))}
            {...form.getInputProps(`${path}.${index}.type`)}
            aria-label={t("Link type")}
            allowDeselect={false}
            checkIconPosition="right"
            style={{ flex: "0 0 150px" }}
          />
          <TextInput
            {...form.getInputProps(`${path}.${index}.link`)}
            aria-label={t("Link address")}
            placeholder="https://"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={500}
            style={{ flex: "1 1 180px", minWidth: 0 }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            onClick={() => form.removeListItem(path, index)}
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
          onClick={() => form.insertListItem(path, { type: "github", link: "" })}
          disabled={socials.length >= MAX_SOCIALS}
        >
          {t("Add a link")}
        </Button>
      </Group>
    </Stack>
  );
}
