import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** The tab's own heading is larger than the sections inside it. */
  isTabHeading?: boolean;
  children?: ReactNode;
}

/** A heading with its one-line explanation, then the section's content. */
export function SettingsSection({
  title,
  description,
  isTabHeading = false,
  children,
}: SettingsSectionProps) {
  return (
    <Stack gap="md" component="section">
      <div>
        <Title order={isTabHeading ? 2 : 3} fz={isTabHeading ? "xl" : "md"} fw={700}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
