import type { User } from '@da-boulder/contracts';

export function toUserDto(user: {
  _id: unknown;
  username: string;
  isAdmin?: boolean | null;
  email?: string | null;
}): User {
  return {
    id: String(user._id),
    username: user.username,
    isAdmin: Boolean(user.isAdmin),
    email: user.email ?? '',
  };
}
