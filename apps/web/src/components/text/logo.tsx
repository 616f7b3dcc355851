import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconShieldCheck } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";

export function Logo() {
  return (
    <Link to="/" aria-label="Bounty" style={{ textDecoration: "none", color: "inherit" }}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon
          size={32}
          radius="md"
          variant="gradient"
          gradient={{ from: "indigo.6", to: "violet.5", deg: 135 }}
        >
          <IconShieldCheck size={20} stroke={2} />
        </ThemeIcon>
        <Text fw={800} fz="lg" lts={-0.3} aria-hidden>
          Bounty
        </Text>
      </Group>
    </Link>
  );
}
