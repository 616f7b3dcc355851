import { Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A page's one h1 with the line that says what the page is for; `children` go under that line. */
export function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <Title order={1} fz={{ base: 28, sm: 34 }}>
        {title}
      </Title>
      <Text c="dimmed" mt={4}>
        {description}
      </Text>
      {children}
    </div>
  );
}
