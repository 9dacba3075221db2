import { useMemo } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { EmailListResponse, EmailParty } from '@atrium/contracts';
import { emailKeys } from '../api/emailKeys';
import { ME_ADDRESS } from './me';

/**
 * The people the user corresponds with, for address suggestions: everyone who wrote or was written
 * to in the mail already loaded (no extra call), without the user, by name.
 */
export function useAddressBook(): EmailParty[] {
  const client = useQueryClient();
  return useMemo(() => {
    const people = new Map<string, EmailParty>();
    for (const [, data] of client.getQueriesData<InfiniteData<EmailListResponse>>({
      queryKey: emailKeys.all,
    })) {
      for (const page of data?.pages ?? []) {
        for (const email of page.emails) {
          for (const p of [email.from, ...email.to]) {
            if (p.email !== ME_ADDRESS && !people.has(p.email)) people.set(p.email, p);
          }
        }
      }
    }
    return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [client]);
}
