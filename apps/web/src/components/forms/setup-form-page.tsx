import { Paper, Stack, Text, Title } from "@mantine/core";
import type { FormEventHandler, ReactNode } from "react";

/** A one-form page that sets something up (a profile, an organization): its heading, then the form's card. */
export function SetupFormPage({
  title,
  description,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Stack gap="xl" maw={640} mx="auto">
      <div>
        <Title order={1} fz={{ base: 28, sm: 34 }}>
          {title}
        </Title>
        <Text c="dimmed" size="lg" mt={6}>
          {description}
        </Text>
      </div>
      <Paper
        withBorder
        shadow="sm"
        p={{ base: "lg", sm: 32 }}
        component="form"
        onSubmit={onSubmit}
        noValidate
      >
        <Stack gap="lg">{children}</Stack>
      </Paper>
    </Stack>
  );
}
