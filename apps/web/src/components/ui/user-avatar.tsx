import { Avatar, type MantineSize } from '@mantine/core';
import type { User } from '@rollcall/contract/users';
import classes from './user-avatar.module.css';

type UserAvatarProps = {
  user: Pick<User, 'name' | 'avatarUrl'>;
  size?: MantineSize | number;
  src?: string;
};

/** The user's picture, or the first letter of their name. */
export function UserAvatar({ user, size = 'md', src }: UserAvatarProps) {
  const initial = user.name.trim().charAt(0).toUpperCase() || '?';
  const image = src ?? user.avatarUrl;
  return (
    <Avatar src={image} alt={image ? user.name : undefined} size={size} color="indigo" radius="xl">
      <span aria-hidden className={classes.initial} data-initial={initial} />
    </Avatar>
  );
}
