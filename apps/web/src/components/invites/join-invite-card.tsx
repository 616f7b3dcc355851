import type { AuthenticatedUser } from "@bounty/shared";
import { Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The bordered panel a join page shows to a signed-in person. */
export function JoinPanel({ children }: { children: ReactNode }) {
  return (
    <Container size={560} py={{ base: "md", md: 48 }} px={0}>
      <Paper withBorder shadow="sm" p={{ base: "lg", sm: 40 }}>
        {children}
      </Paper>
    </Container>
  );
}

interface JoinInviteCardProps {
  icon: ReactNode;
  /** The organization's or program's name. */
  title: string;
  /** What the invitation is, and Join or where to go instead. */
  children: ReactNode;
}

/** A signed-in person's invitation: who invites, centred, then the body. */
export function JoinInviteCard({ icon, title, children }: JoinInviteCardProps) {
  return (
    <Stack align="center" ta="center" gap="md">
      {icon}
      <Title order={1} fz={{ base: 24, sm: 28 }} style={{ overflowWrap: "anywhere" }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface JoinButtonProps {
  /** What joining does, above the button. */
  note: string;
  isPending: boolean;
  isDisabled?: boolean;
  onJoin: () => void;
}

/** What joining does, and Join. */
export function JoinButton({ note, isPending, isDisabled = false, onJoin }: JoinButtonProps) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" c="dimmed">
        {note}
      </Text>
      <Button
        size="md"
        leftSection={<IconUserPlus size={18} />}
        loading={isPending}
        disabled={isDisabled}
        onClick={onJoin}
      >
        {t("Join")}
      </Button>
    </>
  );
}

/** Who is about to join, so someone signed in to the wrong account notices. */
export function SignedInAs({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed">
      {t("Signed in as {{name}} (@{{uniqueName}}).", { name: user.displayName, uniqueName: user.uniqueName })}
    </Text>
  );
}
