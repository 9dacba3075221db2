import type { QueryClient } from '@tanstack/react-query';
import { permissionKeys } from '../../permissions';
import { userKeys } from '../../users';
import { roleKeys } from './roleKeys';

/**
 * Reloads what a change to a role or a permission can change: the roles (their effective rules and
 * permissions), the permissions (the roles they are assigned to, after a rename) and the users (the
 * role each holds).
 */
export function invalidateAccess(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: roleKeys.all }),
    client.invalidateQueries({ queryKey: permissionKeys.all }),
    client.invalidateQueries({ queryKey: userKeys.all }),
  ]);
}
