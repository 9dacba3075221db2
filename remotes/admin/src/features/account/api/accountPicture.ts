import { useMutation } from '@tanstack/react-query';
import type { AccountPictureResponse } from '@atrium/contracts';
import { api, refreshSession } from '@atrium/platform';

/**
 * POST /api/account/picture with the picture as it is (already scaled), or DELETE it: the account's
 * photo. Once saved, the session's user data is taken again, so the navbar's avatar shows it.
 */
export function useAccountPicture() {
  return useMutation({
    mutationFn: async (picture: Blob | null) => {
      const answer = await api<AccountPictureResponse>('/api/account/picture', {
        method: picture ? 'POST' : 'DELETE',
        body: picture ?? undefined,
      });
      await refreshSession();
      return answer;
    },
  });
}
