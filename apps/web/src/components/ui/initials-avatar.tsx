import { Avatar, type MantineSize } from '@mantine/core';
import { initialsOf } from '@/lib/initials';

type InitialsAvatarProps = { firstName?: string; lastName?: string; size?: MantineSize | number };

/** The first letters of a person's first and last names, as a round badge. */
export function InitialsAvatar({ firstName = '', lastName = '', size = 32 }: InitialsAvatarProps) {
  return (
    <Avatar size={size} color="indigo" radius="xl">
      <span aria-hidden>{initialsOf({ firstName, lastName })}</span>
    </Avatar>
  );
}
