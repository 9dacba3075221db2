import { AREA_CONTRACT_VERSION, type AreaDeclaration, type AreaDefinition } from '@atrium/platform';

/** An area as the host receives it from a remote built with this repo's versions (the build stamps it). */
export function stampedArea(
  declaration: Omit<AreaDeclaration, 'subjects'> & { subjects?: readonly string[] },
): AreaDefinition {
  return {
    ...declaration,
    subjects: declaration.subjects ?? [],
    contractVersion: AREA_CONTRACT_VERSION,
    federationRuntime: __ATRIUM_FEDERATION_RUNTIME__,
  };
}
