// The roles feature's public face: what the other features of the area (permissions) use.
export { useRoles } from './api/getRoles';
export { invalidateAccess } from './api/invalidateAccess';
export { AbilityMatrix } from './components/AbilityMatrix';
export { editableRules } from './abilityRules';
