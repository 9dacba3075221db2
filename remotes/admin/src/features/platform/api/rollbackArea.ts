import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AreaVersion } from '@atrium/contracts';
import { api } from '@atrium/platform';
import { platformKeys } from './platformKeys';

/** POST /api/platform/registry/areas/{area}/rollback: the previous version is live again. */
export const rollbackArea = (area: string) =>
  api<AreaVersion>(`/api/platform/registry/areas/${encodeURIComponent(area)}/rollback`, { method: 'POST' });

export function useRollbackArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rollbackArea,
    onSettled: () => client.invalidateQueries({ queryKey: platformKeys.all }),
  });
}
