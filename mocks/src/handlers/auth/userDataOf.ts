import type { User, UserData } from '@atrium/contracts';

/** What the client keeps of the signed-in user (never a password: users hold none). */
export function userDataOf(user: User): UserData {
  const { id, fullName, username, avatar, email, role } = user;
  return { id, fullName, username, avatar, email, role };
}
