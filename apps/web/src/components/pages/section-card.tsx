import { Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { type FormEvent, type ReactNode, useId } from "react";

interface SectionCardProps {
  title: string;
  description: ReactNode;
  /** An icon beside the heading. */
  icon?: ReactNode;
  /** A control at the heading's right (a page-size picker, say). */
  aside?: ReactNode;
  children: ReactNode;
  /** Makes the card a form (browser validation off: the fields say what is wrong). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** 3 for a card inside a page section that has its own level-2 heading. */
  headingLevel?: 2 | 3;
}

/** A page's card-shaped section: its heading (named for assistive technology), a line of explanation, then content. */
export function SectionCard({
  title,
  description,
  icon,
  aside,
  children,
  onSubmit,
  headingLevel = 2,
}: SectionCardProps) {
  const titleId = useId();
  const heading = (
    <div>
      <Title order={headingLevel} fz={headingLevel === 2 ? "lg" : "md"} id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {description}
      </Text>
    </div>
  );
  return (
    <Paper
      withBorder
      shadow="xs"
      p={{ base: "md", sm: "lg" }}
      aria-labelledby={titleId}
      {...(onSubmit ? { component: "form", onSubmit, noValidate: true } : { component: "section" })}
    >
      <Stack gap="md">
        <Group
          justify="space-between"
          gap="sm"
          wrap={icon ? "nowrap" : "wrap"}
          align={icon ? "flex-start" : undefined}
        >
          {icon ? (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light">
                {icon}
              </ThemeIcon>
              {heading}
            </Group>
          ) : (
            heading
          )}
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
