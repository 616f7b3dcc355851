import type { AuthMode } from "@bounty/shared";
import { Badge, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Audience } from "../api/auth-search.ts";

/** The pitch beside the sign-in form; For Companies / For Researchers in the top bar choose which. */
export function AudiencePitch({ audience, mode }: { audience?: Audience; mode: AuthMode }) {
  const { t } = useTranslation();
  const pitch =
    audience === "companies"
      ? {
          badge: t("For Companies"),
          title: t("Run your security program on Bounty"),
          lead: t("Hear about vulnerabilities from skilled researchers before attackers find them."),
          points: [
            t("Launch a vulnerability disclosure program in minutes"),
            t("Triage reports together with your team"),
            t("Reward researchers in yen or points"),
          ],
        }
      : audience === "researchers"
        ? {
            badge: t("For Researchers"),
            title: t("Hack, report, get rewarded"),
            lead: t("Find vulnerabilities in real products and help make the internet safer."),
            points: [
              t("Browse public and application programs"),
              t("Talk directly with security teams"),
              t("Earn rewards and climb the leaderboard"),
            ],
          }
        : {
            badge: mode === "signup" ? t("Welcome") : t("Welcome back"),
            title: t("Find and fix vulnerabilities, together"),
            lead: t(
              "Bounty connects organizations with security researchers through vulnerability disclosure and bug bounty programs.",
            ),
            points: [
              t("Clear programs, fast replies"),
              t("Private by default: only invited researchers see private programs"),
              t("Available in English, Japanese and French"),
            ],
          };

  return (
    <Stack gap="lg" maw={480}>
      <Badge variant="light" size="lg" radius="sm" w="fit-content">
        {pitch.badge}
      </Badge>
      <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15}>
        {pitch.title}
      </Title>
      <Text size="lg" c="dimmed">
        {pitch.lead}
      </Text>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" variant="light">
            <IconCheck size={14} stroke={3} />
          </ThemeIcon>
        }
      >
        {pitch.points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
