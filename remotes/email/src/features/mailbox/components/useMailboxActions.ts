import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailFolder, EmailLabel, EmailUpdate } from '@atrium/contracts';
import { toast } from '@atrium/ui';
import { useUpdateEmails } from '../api/updateEmails';

/** The mailbox's actions on one or more emails, with their feedback (toasts, Undo for trash and spam). */
export function useMailboxActions() {
  const { t } = useTranslation('email');
  const { mutateAsync, isPending } = useUpdateEmails();
  return useMemo(() => {
    const run = async (body: EmailUpdate, done?: { message: string; undo?: EmailUpdate }) => {
      try {
        await mutateAsync(body);
        if (done) {
          const undo = done.undo;
          toast.success(
            done.message,
            undo ? { action: { label: t('actions.undo'), onClick: () => void run(undo) } } : undefined,
          );
        }
        return true;
      } catch (e) {
        toast.error(
          e instanceof Error && e.message ? t('toast.failedWith', { message: e.message }) : t('toast.failed'),
        );
        return false;
      }
    };
    return {
      star: (ids: number[], isStarred: boolean) => run({ ids, data: { isStarred } }),
      /** Marks opened emails read, without a message. */
      seen: (ids: number[]) => run({ ids, data: { isRead: true } }),
      markRead: (ids: number[], isRead: boolean) =>
        run(
          { ids, data: { isRead } },
          { message: t(isRead ? 'toast.markedRead' : 'toast.markedUnread', { count: ids.length }) },
        ),
      trash: (ids: number[]) =>
        run(
          { ids, data: { isDeleted: true } },
          { message: t('toast.trashed', { count: ids.length }), undo: { ids, data: { isDeleted: false } } },
        ),
      restore: (ids: number[]) =>
        run({ ids, data: { isDeleted: false } }, { message: t('toast.restored', { count: ids.length }) }),
      spam: (ids: number[], from: EmailFolder = 'inbox') =>
        run(
          { ids, data: { folder: 'spam' } },
          {
            message: t('toast.spam', { count: ids.length }),
            undo: { ids, data: { folder: from === 'spam' ? 'inbox' : from } },
          },
        ),
      notSpam: (ids: number[]) =>
        run({ ids, data: { folder: 'inbox' } }, { message: t('toast.notSpam', { count: ids.length }) }),
      toggleLabel: (ids: number[], label: EmailLabel) => run({ ids, label }),
      pending: isPending,
    };
  }, [t, mutateAsync, isPending]);
}

export type MailboxActions = ReturnType<typeof useMailboxActions>;
