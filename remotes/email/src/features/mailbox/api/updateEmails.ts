import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type {
  Email,
  EmailListResponse,
  EmailThreadResponse,
  EmailUpdate,
  EmailUpdateResponse,
} from '@atrium/contracts';
import { emailKeys } from './emailKeys';

export function updateEmails(update: EmailUpdate) {
  return api<EmailUpdateResponse>('/api/apps/email', { method: 'POST', body: update });
}

/** The emails as the server will store them after `update` (used to update the lists at once). */
export function applyEmailUpdate(email: Email, update: EmailUpdate): Email {
  const ids = Array.isArray(update.ids) ? update.ids : [update.ids];
  if (!ids.includes(email.id)) return email;
  if (update.label) {
    const has = email.labels.includes(update.label);
    return {
      ...email,
      labels: has ? email.labels.filter((l) => l !== update.label) : [...email.labels, update.label],
    };
  }
  return { ...email, ...update.data };
}

/**
 * POST /api/apps/email: with `label`, toggles that label on `ids`; otherwise merges `data` into them
 * (star, read, trash, move to a folder). The lists and the open conversation change at once and reload after the answer, so an
 * email that left the current folder disappears and the sidebar counts are right.
 */
export function useUpdateEmails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEmails,
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey: emailKeys.all });
      const previous = client.getQueriesData({ queryKey: emailKeys.all });
      const applyTo = (page: EmailListResponse) => ({
        ...page,
        emails: page.emails.map((e) => applyEmailUpdate(e, update)),
      });
      client.setQueriesData<InfiniteData<EmailListResponse>>({ queryKey: emailKeys.lists }, (data) =>
        data ? { ...data, pages: data.pages.map(applyTo) } : data,
      );
      client.setQueriesData<EmailThreadResponse>({ queryKey: emailKeys.threads }, (data) =>
        data ? { emails: data.emails.map((e) => applyEmailUpdate(e, update)) } : data,
      );
      return { previous };
    },
    onError: (_error, _update, context) => {
      context?.previous.forEach(([key, data]) => client.setQueryData(key, data));
    },
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
