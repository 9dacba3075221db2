import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { Email, EmailSend } from '@atrium/contracts';
import { emailKeys } from './emailKeys';

export function sendEmail(message: EmailSend) {
  return api<Email>('/api/apps/email/send', { method: 'POST', body: message });
}

export function discardDraft(id: number) {
  return api<void>(`/api/apps/email/drafts/${id}`, { method: 'DELETE' });
}

/**
 * POST /api/apps/email/send: sends a message, or saves it as a draft (`draft: true`, `draftId` to
 * update one). Every list and the sidebar counts reload after it (Sent and Draft change); a message
 * sent may have made its recipients new contacts.
 */
export function useSendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendEmail,
    onSuccess: (_, message) => {
      if (!message.draft) void client.invalidateQueries({ queryKey: emailKeys.contactsAll });
    },
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

/** DELETE /api/apps/email/drafts/{id}: discards a draft; the lists and counts reload. */
export function useDiscardDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
