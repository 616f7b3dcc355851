import { Container, Paper } from "@mantine/core";
import { useCurrentUser } from "../../session/api/current-user.ts";
import { JoinInvite } from "./join-invite.tsx";
import { JoinVisitor } from "./join-visitor.tsx";

interface JoinPageProps {
  organizationId: string;
  inviteId: string;
  code: string;
}

/** /organizations/{id}/join?i&c: sign in first if needed, then join by the invite (spec §2). */
export function JoinPage({ organizationId, inviteId, code }: JoinPageProps) {
  const user = useCurrentUser();
  if (!user) {
    const returnPath = `/organizations/${encodeURIComponent(organizationId)}/join?${new URLSearchParams({ i: inviteId, c: code })}`;
    return (
      <Container size="lg" py={{ base: "md", md: 48 }}>
        <JoinVisitor returnPath={returnPath} />
      </Container>
    );
  }
  return (
    <Container size={520} py={{ base: "md", md: 48 }} px={0}>
      <Paper withBorder shadow="sm" p={{ base: "lg", sm: 40 }}>
        <JoinInvite organizationId={organizationId} inviteId={inviteId} code={code} user={user} />
      </Paper>
    </Container>
  );
}
