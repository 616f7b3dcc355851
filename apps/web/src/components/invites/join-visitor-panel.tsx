import { Badge, Container, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface JoinVisitorPanelProps {
  /** The organization's icon, or a generic one. */
  icon: ReactNode;
  /** What the invitation is for. */
  title: string;
  /** The sign-up/sign-in form, which comes back to the join page. */
  children: ReactNode;
}

/** A join page for someone not signed in (spec §2): the invitation beside the sign-up form. */
export function JoinVisitorPanel({ icon, title, children }: JoinVisitorPanelProps) {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={{ base: "md", md: 48 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }} style={{ alignItems: "center" }}>
        <Stack gap="lg" maw={480}>
          {icon}
          <Badge variant="light" size="lg" radius="sm" w="fit-content">
            {t("Invitation")}
          </Badge>
          <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.2} style={{ overflowWrap: "anywhere" }}>
            {title}
          </Title>
          <Text size="lg" c="dimmed">
            {t("However, you need to sign in first.")}
          </Text>
          <Text c="dimmed">
            {t("Sign up or sign in with GitHub, Google or your e-mail; you come back to this page to join.")}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p={{ base: "lg", sm: 32 }} maw={460} w="100%" mx="auto">
          {children}
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
