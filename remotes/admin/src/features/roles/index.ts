// The roles feature's public face: what the other features of the area (permissions) use.
export { useRoles } from './api/getRoles';
export { invalidateAccess } from './api/invalidateAccess';
export { AbilitiesField } from './components/AbilitiesField';
export { editableRules } from './abilityRules';
export { applySaveError } from './applySaveError';
export { RoleDialog } from './components/RoleDialog';
