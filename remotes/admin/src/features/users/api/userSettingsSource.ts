import type { AccountSettingsSource } from '../../account';
import { userKeys } from './userKeys';

/**
 * The user's settings as the account settings components read and save them:
 * /api/apps/users/{id}/settings, the same record as the user's own account settings.
 */
export function userSettingsSource(id: number): AccountSettingsSource {
  return { queryKey: userKeys.settings(id), path: `/api/apps/users/${id}/settings` };
}
