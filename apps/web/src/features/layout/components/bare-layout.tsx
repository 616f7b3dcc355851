import { Box, Container, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { Logo } from "../../../components/text/logo.tsx";

/** A focused page without navigation: the sign-in confirmation tab, onboarding. */
export function BareLayout({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
      <Container size="md" py="lg">
        <Group justify="space-between" mb={{ base: "lg", sm: 48 }}>
          <Logo />
          {aside}
        </Group>
        <main>{children}</main>
      </Container>
    </Box>
  );
}
