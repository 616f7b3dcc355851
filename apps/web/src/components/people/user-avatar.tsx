import { Avatar, type AvatarProps } from "@mantine/core";

interface UserAvatarProps extends Omit<AvatarProps, "src" | "alt"> {
  user: { displayName: string; icon: string | null };
}

/** The user's icon, or their initials on a colour derived from the name. */
export function UserAvatar({ user, ...props }: UserAvatarProps) {
  return (
    <Avatar src={user.icon} alt={user.displayName} name={user.displayName} color="initials" {...props} />
  );
}
