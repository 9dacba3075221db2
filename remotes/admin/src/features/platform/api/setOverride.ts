import { useMutation } from '@tanstack/react-query';
import type { RegistryOverride, SetOverride } from '@atrium/contracts';
import { api } from '@atrium/platform';

/** POST /api/platform/registry/overrides: this build of an area, in this session only. */
export const setOverride = (override: SetOverride) =>
  api<RegistryOverride>('/api/platform/registry/overrides', { method: 'POST', body: override });

/** The page loads its registry once, at start: the new build is in after a reload (which the caller does). */
export const useSetOverride = () => useMutation({ mutationFn: setOverride });
