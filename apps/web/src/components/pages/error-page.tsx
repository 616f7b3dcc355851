import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconHome, IconRefresh } from "@tabler/icons-react";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { describeError, type ErrorDescription } from "../../lib/describe-error.ts";
import { ButtonLink } from "../text/links.tsx";

interface ErrorPageProps extends ErrorDescription {
  onRetry?: () => void;
}

/** Status, message and a 'Go to Homepage' button (spec §2). */
export function ErrorPage({ status, title, message, onRetry }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        {status !== undefined && (
          <Text
            component="p"
            fz={96}
            fw={900}
            lh={1}
            c="var(--mantine-color-default-border)"
            aria-hidden
            style={{ letterSpacing: -4 }}
          >
            {status}
          </Text>
        )}
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {message && (
          <Text c="dimmed" size="lg" maw={520}>
            {message}
          </Text>
        )}
        <Group mt="md" justify="center">
          <ButtonLink to="/" size="md" leftSection={<IconHome size={18} />}>
            {t("Go to Homepage")}
          </ButtonLink>
          {onRetry && (
            <Button variant="default" size="md" onClick={onRetry} leftSection={<IconRefresh size={18} />}>
              {t("Try again")}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

/** The router's error component: a page that failed to load. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const description = describeError(error, t);
  const handleRetry = () => {
    reset();
    void router.invalidate();
  };
  return <ErrorPage {...description} onRetry={description.isTransient ? handleRetry : undefined} />;
}
