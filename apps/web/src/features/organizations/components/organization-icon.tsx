import { Avatar, type AvatarProps } from "@mantine/core";
import { IconBuilding } from "@tabler/icons-react";

interface OrganizationIconProps extends Omit<AvatarProps, "src" | "alt"> {
  organization: { name: string; icon: string | null };
}

/**
 * An organization's icon, else its initials (a building while it has no name yet): a rounded square,
 * where people are round.
 */
export function OrganizationIcon({ organization, radius = "md", ...props }: OrganizationIconProps) {
  const { name, icon } = organization;
  return (
    <Avatar
      src={icon}
      alt={name}
      name={name || undefined}
      color={name ? "initials" : "gray"}
      radius={radius}
      {...props}
    >
      {name ? undefined : <IconBuilding size="55%" stroke={1.5} />}
    </Avatar>
  );
}
