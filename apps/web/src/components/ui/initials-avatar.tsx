import { Avatar, type MantineSize } from '@mantine/core';

type InitialsAvatarProps = { firstName?: string; lastName?: string; size?: MantineSize | number };

/** The first letters of a person's first and last names, as a round badge. */
export function InitialsAvatar({ firstName = '', lastName = '', size = 32 }: InitialsAvatarProps) {
  const initials = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
  return (
    <Avatar size={size} color="indigo" radius="xl">
      <span aria-hidden>{initials || '?'}</span>
    </Avatar>
  );
}
