import { Alert, Button, Center, Container, Loader, Paper, Stack } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-error.ts";
import { useCurrentUser } from "../../session/api/current-user.ts";
import { programInvitePreviewQuery } from "../api/program-join.ts";
import { ProgramJoinInvalid } from "./program-join-invalid.tsx";
import { ProgramJoinInvite } from "./program-join-invite.tsx";
import { ProgramJoinVisitor } from "./program-join-visitor.tsx";

interface ProgramJoinPageProps {
  slug: string;
  inviteId: string;
}

/** /programs/{slug}/join?i: what the invite is for; sign in first if needed, then Join (spec §2). */
export function ProgramJoinPage({ slug, inviteId }: ProgramJoinPageProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const preview = useQuery(programInvitePreviewQuery(slug, inviteId));

  const panel = (children: React.ReactNode) => (
    <Container size={560} py={{ base: "md", md: 48 }} px={0}>
      <Paper withBorder shadow="sm" p={{ base: "lg", sm: 40 }}>
        {children}
      </Paper>
    </Container>
  );

  if (preview.isPending) {
    return (
      <Center py={80}>
        <Loader aria-label={t("Loading…")} />
      </Center>
    );
  }
  if (preview.isError) {
    // One 404 for a deleted or reset link and an unknown program; 400 for a malformed id.
    if (isApiError(preview.error, 404) || isApiError(preview.error, 400))
      return panel(<ProgramJoinInvalid />);
    return panel(
      <Stack gap="md">
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t("Something wrong happened")}>
          {preview.error.message}
        </Alert>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={() => void preview.refetch()}
        >
          {t("Try again")}
        </Button>
      </Stack>,
    );
  }
  if (!user) {
    const returnPath = `/programs/${encodeURIComponent(slug)}/join?${new URLSearchParams({ i: inviteId })}`;
    return (
      <Container size="lg" py={{ base: "md", md: 48 }}>
        <ProgramJoinVisitor invite={preview.data} returnPath={returnPath} />
      </Container>
    );
  }
  return panel(<ProgramJoinInvite invite={preview.data} user={user} />);
}
