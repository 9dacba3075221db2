import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconAlertOctagon,
  IconMail,
  IconMailOpened,
  IconRefresh,
  IconRestore,
  IconTrash,
  IconInboxOff,
} from '@tabler/icons-react';
import type { Email, EmailLabel } from '@atrium/contracts';
import { useAbility } from '@atrium/platform';
import { Button, EmptyState, ErrorState, IconButton, Skeleton } from '@atrium/ui';
import type { MailboxView } from '../mailboxView';
import type { MailboxActions } from './useMailboxActions';
import { EmailListItem } from './EmailListItem';
import { LabelMenu } from './LabelMenu';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  flex: 1;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 0.25rem;
  min-block-size: 3.25rem;
  padding-inline: 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  .spacer {
    flex: 1;
  }
`;

const Check = styled.input`
  inline-size: 1.125rem;
  block-size: 1.125rem;
  margin: 0;
  margin-inline-end: 0.5rem;
  accent-color: ${({ theme }) => theme.palette.primary.main};
  cursor: pointer;
`;

const Scroll = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SkeletonRow = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  padding: 0.875rem 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
`;

export interface EmailListProps {
  view: MailboxView;
  emails: Email[];
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  selected: Set<number>;
  onSelectedChange: (selected: Set<number>) => void;
  onOpen: (email: Email) => void;
  actions: MailboxActions;
  /** More emails than shown: a button loads the next page. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: 0.75rem;
`;

/** The emails of the current view, with selection and the actions on the selection (for someone who may). */
export function EmailList({
  view,
  emails,
  loading,
  error,
  onRetry,
  selected,
  onSelectedChange,
  onOpen,
  actions,
  hasMore,
  loadingMore,
  onLoadMore,
}: EmailListProps) {
  const { t } = useTranslation('email');
  // Every action on a selection is an update: no selection for someone the API would refuse it.
  const canUpdate = useAbility().can('update', 'Email');
  const chosen = emails.filter((e) => selected.has(e.id));
  const ids = chosen.map((e) => e.id);
  const all = emails.length > 0 && chosen.length === emails.length;
  const some = chosen.length > 0 && !all;
  const allRead = chosen.length > 0 && chosen.every((e) => e.isRead);
  const inTrash = view.kind === 'filter' && view.filter === 'trashed';
  const inSpam = view.kind === 'filter' && view.filter === 'spam';
  const commonLabels = (['private', 'company', 'personal', 'important'] as EmailLabel[]).filter(
    (l) => chosen.length > 0 && chosen.every((e) => e.labels.includes(l)),
  );

  const setOne = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  const clearAfter = (ok: Promise<boolean>) => void ok.then((done) => done && onSelectedChange(new Set()));

  return (
    <Root>
      <Bar role="toolbar" aria-label={t('list.toolbar')}>
        {canUpdate && (
          <Check
            type="checkbox"
            aria-label={t('list.selectAll')}
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = some;
            }}
            disabled={emails.length === 0}
            onChange={(e) =>
              onSelectedChange(e.target.checked ? new Set(emails.map((m) => m.id)) : new Set())
            }
          />
        )}
        {canUpdate && chosen.length > 0 && (
          <>
            {inTrash ? (
              <IconButton aria-label={t('actions.restore')} onClick={() => clearAfter(actions.restore(ids))}>
                <IconRestore size={20} aria-hidden="true" />
              </IconButton>
            ) : (
              <IconButton aria-label={t('actions.trash')} onClick={() => clearAfter(actions.trash(ids))}>
                <IconTrash size={20} aria-hidden="true" />
              </IconButton>
            )}
            <IconButton
              aria-label={allRead ? t('actions.markUnread') : t('actions.markRead')}
              onClick={() => clearAfter(actions.markRead(ids, !allRead))}
            >
              {allRead ? (
                <IconMail size={20} aria-hidden="true" />
              ) : (
                <IconMailOpened size={20} aria-hidden="true" />
              )}
            </IconButton>
            {inSpam ? (
              <IconButton aria-label={t('actions.notSpam')} onClick={() => clearAfter(actions.notSpam(ids))}>
                <IconInboxOff size={20} aria-hidden="true" />
              </IconButton>
            ) : (
              <IconButton aria-label={t('actions.spam')} onClick={() => clearAfter(actions.spam(ids))}>
                <IconAlertOctagon size={20} aria-hidden="true" />
              </IconButton>
            )}
            <LabelMenu active={commonLabels} onToggle={(label) => void actions.toggleLabel(ids, label)} />
            <span aria-live="polite">{t('list.selected', { count: chosen.length })}</span>
          </>
        )}
        <span className="spacer" />
        <IconButton aria-label={t('actions.refresh')} onClick={onRetry}>
          <IconRefresh size={20} aria-hidden="true" />
        </IconButton>
      </Bar>
      <Scroll>
        {loading ? (
          <div role="status" aria-busy="true" aria-label={t('list.loading')}>
            {Array.from({ length: 8 }, (_, i) => (
              <SkeletonRow key={i}>
                <Skeleton $width="1.125rem" $height="1.125rem" />
                <Skeleton $width="2rem" $height="2rem" $round />
                <Skeleton $width="8rem" />
                <Skeleton $width="100%" />
              </SkeletonRow>
            ))}
          </div>
        ) : error ? (
          <ErrorState message={error.message} onRetry={onRetry} />
        ) : emails.length === 0 ? (
          <EmptyState title={t('list.empty')} text={t('list.emptyText')} />
        ) : (
          <Rows aria-label={t('list.label')}>
            {emails.map((email) => (
              <EmailListItem
                key={email.id}
                email={email}
                selected={selected.has(email.id)}
                onSelectChange={setOne}
                onOpen={onOpen}
                onToggleStar={(m) => void actions.star([m.id], !m.isStarred)}
                editable={canUpdate}
              />
            ))}
          </Rows>
        )}
        {hasMore && !loading && !error && (
          <More>
            <Button variant="tonal" color="secondary" loading={loadingMore} onClick={onLoadMore}>
              {t('list.loadMore')}
            </Button>
          </More>
        )}
      </Scroll>
    </Root>
  );
}
