import type { AuthMode } from "@bounty/shared";
import { Container, Paper, SimpleGrid } from "@mantine/core";
import { useCurrentUser } from "../../session/index.ts";
import type { Audience } from "../api/auth-search.ts";
import { AlreadySignedIn } from "./already-signed-in.tsx";
import { AudiencePitch } from "./audience-pitch.tsx";
import { AuthPanel } from "./auth-panel.tsx";

interface AuthScreenProps {
  mode: AuthMode;
  audience?: Audience;
  redirect?: string;
}

/** /signin and /signup: one screen in two modes (spec §2, §4). */
export function AuthScreen({ mode, audience, redirect }: AuthScreenProps) {
  const user = useCurrentUser();

  if (user) return <AlreadySignedIn user={user} redirect={redirect} />;

  return (
    <Container size="lg" py={{ base: "md", md: 48 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 64 }} style={{ alignItems: "center" }}>
        <AudiencePitch audience={audience} mode={mode} />
        <Paper withBorder shadow="sm" p={{ base: "lg", sm: 32 }} maw={460} w="100%" mx="auto">
          <AuthPanel mode={mode} audience={audience} redirect={redirect} />
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
