import type { Social, SocialType } from "@bounty/shared";
import { Anchor, Group, Stack } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandLinkedin,
  IconBrandReddit,
  IconBrandX,
  IconBriefcase,
  IconBug,
  IconLink,
  IconShieldCheck,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export function SocialLinks({ socials }: { socials: Social[] }) {
  const { t } = useTranslation();
  const kinds: Record<SocialType, { label: string; icon: ReactNode }> = {
    hackerone: { label: "HackerOne", icon: <IconShieldCheck size={16} /> },
    bugcrowd: { label: "Bugcrowd", icon: <IconBug size={16} /> },
    portfolio: { label: t("Portfolio"), icon: <IconBriefcase size={16} /> },
    github: { label: "GitHub", icon: <IconBrandGithub size={16} /> },
    linkedin: { label: "LinkedIn", icon: <IconBrandLinkedin size={16} /> },
    twitter: { label: "Twitter", icon: <IconBrandX size={16} /> },
    facebook: { label: "Facebook", icon: <IconBrandFacebook size={16} /> },
    reddit: { label: "Reddit", icon: <IconBrandReddit size={16} /> },
    url: { label: t("Website"), icon: <IconLink size={16} /> },
  };
  return (
    <Stack gap={6}>
      {socials.map((social) => (
        <Anchor
          key={`${social.type}:${social.link}`}
          href={social.link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          size="sm"
        >
          <Group gap={8} wrap="nowrap" component="span">
            {kinds[social.type].icon}
            <span>{kinds[social.type].label}</span>
          </Group>
        </Anchor>
      ))}
    </Stack>
  );
}
