// The users feature's public face: what the other features of the area (roles, dashboard) use.
export { getUsers } from './api/getUsers';
export { userKeys } from './api/userKeys';
export { UserFilters } from './components/UserFilters';
export { UsersTable } from './components/UsersTable';
export { useUsersList } from './components/useUsersList';
export { UserRoleCell } from './components/UserRoleCell';
export { useRoleLabel } from './components/useRoleLabel';
export { UserStats } from './components/UserStats';
// The edit dialog in a chunk of its own: the features that import this file do not download its form.
export const loadEditUserDialog = () => import('./components/EditUserDialog');
