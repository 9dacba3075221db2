// The roles feature's public face: what the other features of the area (permissions) use.
export { useRoles } from './api/getRoles';
export { invalidateAccess } from './api/invalidateAccess';
export { AbilitiesField } from './components/AbilitiesField';
export { editableRules } from './abilityRules';
export { applySaveError } from './applySaveError';
// The role dialog in a chunk of its own: the features that import this file do not download it.
export const loadRoleDialog = () => import('./components/RoleDialog');
