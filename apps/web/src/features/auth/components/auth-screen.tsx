import type { AuthMode, LoginRequest } from "@bounty/shared";
import { Container, Paper, SimpleGrid } from "@mantine/core";
import { useState } from "react";
import { useCurrentUser } from "../../session/api/current-user.ts";
import type { Audience } from "../api/auth-search.ts";
import { AlreadySignedIn } from "./already-signed-in.tsx";
import { AudiencePitch } from "./audience-pitch.tsx";
import { AuthForm } from "./auth-form.tsx";
import { WaitingPanel } from "./waiting-panel.tsx";

export interface PendingLogin {
  request: LoginRequest;
  email?: string;
}

/** /signin and /signup: one screen in two modes (spec §2, §4). */
export function AuthScreen({ mode, audience }: { mode: AuthMode; audience?: Audience }) {
  const user = useCurrentUser();
  const [pending, setPending] = useState<PendingLogin | null>(null);

  if (user) return <AlreadySignedIn user={user} />;

  return (
    <Container size="lg" py={{ base: "md", md: 48 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }} style={{ alignItems: "center" }}>
        <AudiencePitch audience={audience} mode={mode} />
        <Paper withBorder shadow="sm" p={{ base: "lg", sm: 32 }} maw={460} w="100%" mx="auto">
          {pending ? (
            <WaitingPanel pending={pending} onCancel={() => setPending(null)} />
          ) : (
            <AuthForm mode={mode} audience={audience} onRequested={setPending} />
          )}
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
