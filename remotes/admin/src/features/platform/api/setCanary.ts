import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AreaVersion, SetCanary } from '@atrium/contracts';
import { api } from '@atrium/platform';
import { platformKeys } from './platformKeys';

/** PUT /api/platform/registry/areas/{area}/canary: a version for a share of users or named roles. */
export const setCanary = ({ area, canary }: { area: string; canary: SetCanary }) =>
  api<AreaVersion | null>(`/api/platform/registry/areas/${encodeURIComponent(area)}/canary`, {
    method: 'PUT',
    body: canary,
  });

export function useSetCanary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCanary,
    onSettled: () => client.invalidateQueries({ queryKey: platformKeys.all }),
  });
}
