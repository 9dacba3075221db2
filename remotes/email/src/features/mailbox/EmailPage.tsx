import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconKeyboard, IconMenu2, IconSearch } from '@tabler/icons-react';
import type { Email } from '@atrium/contracts';
import { useAbility, useListState } from '@atrium/platform';
import { ButtonLink, Card, EmptyState, IconButton, TextField, VisuallyHidden } from '@atrium/ui';
import { useEmails } from './api/getEmails';
import { MAILBOX_ROOT, parseMailboxView } from './mailboxView';
import { MailboxSidebar } from './components/MailboxSidebar';
import { EmailList } from './components/EmailList';
import { EmailView } from './components/EmailView';
import { ComposeDialog } from './compose/ComposeDialog';
import { draftOf } from './compose/quote';
import { useMailboxShortcuts } from './shortcuts/useMailboxShortcuts';
import { ShortcutsDialog } from './shortcuts/ShortcutsDialog';
import { MailboxDrawer } from './components/MailboxDrawer';
import { useMailboxActions } from './components/useMailboxActions';
import type { ComposeDraft } from './components/composeSchema';

const Mailbox = styled(Card)`
  display: grid;
  grid-template-columns: 16rem minmax(0, 1fr);
  block-size: 100%;
  min-block-size: 28rem;
  overflow: hidden;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  border-inline-end: 1px solid ${({ theme }) => theme.palette.divider};
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    display: none;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  min-inline-size: 0;
`;

const Search = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem 1rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  .menu {
    display: none;
    @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
      display: inline-grid;
    }
  }
`;

/** The mailbox: folders and labels, search, the list of emails, an open email's thread, and compose. */
export default function EmailPage() {
  const { t } = useTranslation('email');
  const view = parseMailboxView(useParams());
  const list = useListState();
  const q = list.q || undefined;
  const filter = view.kind === 'filter' ? view.filter : undefined;
  const label = view.kind === 'label' ? view.label : undefined;
  const query = useMemo(() => ({ q, filter, label }), [q, filter, label]);
  const emails = useEmails(query);
  const actions = useMailboxActions();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [compose, setCompose] = useState<{ open: boolean; draft?: ComposeDraft }>({ open: false });
  const [drawer, setDrawer] = useState(false);
  const [help, setHelp] = useState(false);
  const searchField = useRef<HTMLDivElement>(null);

  const openId = Number(list.filters.email);
  const open = emails.data?.emails.find((e) => e.id === openId);
  const viewName =
    view.kind === 'filter'
      ? t(`filter.${view.filter}`)
      : view.kind === 'label'
        ? t(`label.${view.label}`)
        : '';

  // A new folder, label or search starts with nothing selected.
  useEffect(() => setSelected(new Set()), [query]);

  const { update } = list;
  const { seen } = actions;
  // Marking an opened email read is an update: not asked for someone the API would refuse it.
  const canUpdate = useAbility().can('update', 'Email');
  const onOpen = useCallback(
    (email: Email) => {
      // A draft opens where it is written.
      if (email.folder === 'draft' && !email.isDeleted) {
        setCompose({ open: true, draft: draftOf(email) });
        return;
      }
      update({ email: email.id });
      if (!email.isRead && canUpdate) void seen([email.id]);
    },
    [update, seen, canUpdate],
  );
  const close = () => update({ email: undefined });

  const listed = emails.data?.emails ?? [];
  const at = open ? listed.indexOf(open) : -1;
  const previous = at > 0 ? listed[at - 1] : undefined;
  const next = at >= 0 && at < listed.length - 1 ? listed[at + 1] : undefined;
  const focusedId = () => Number((document.activeElement as HTMLElement | null)?.dataset.emailOpen ?? NaN);

  useMailboxShortcuts(!compose.open && !help && !drawer, {
    move: (step) => {
      if (open) {
        const to = step === 1 ? next : previous;
        if (to) onOpen(to);
        return;
      }
      const index = listed.findIndex((e) => e.id === focusedId());
      const target = listed[Math.min(listed.length - 1, Math.max(0, index === -1 ? 0 : index + step))];
      if (target) document.querySelector<HTMLElement>(`[data-email-open="${target.id}"]`)?.focus();
    },
    trash: () => {
      if (!canUpdate) return;
      const id = open?.id ?? focusedId();
      if (!Number.isInteger(id)) return;
      void actions.trash([id]).then((ok) => ok && open && close());
    },
    search: () => searchField.current?.querySelector('input')?.focus(),
    help: () => setHelp(true),
  });
  const openCompose = (draft?: ComposeDraft) => {
    setDrawer(false);
    setCompose({ open: true, draft });
  };

  if (view.kind === 'unknown') {
    return (
      <Card>
        <h1 style={{ margin: 0, padding: '1.5rem 1.5rem 0', fontSize: '1.5rem', fontWeight: 500 }}>
          {t('title')}
        </h1>
        <EmptyState
          title={t('unknownView')}
          action={
            <ButtonLink to={MAILBOX_ROOT} variant="tonal">
              {t('backToInbox')}
            </ButtonLink>
          }
        />
      </Card>
    );
  }

  const sidebar = (
    <MailboxSidebar
      meta={emails.data?.emailsMeta}
      onCompose={() => openCompose()}
      onNavigate={() => setDrawer(false)}
    />
  );

  return (
    <Mailbox>
      <VisuallyHidden as="h1">{t('pageTitle', { view: viewName })}</VisuallyHidden>
      <Side>{sidebar}</Side>
      <Main>
        {open ? (
          <EmailView
            email={open}
            onClose={close}
            onReply={openCompose}
            actions={actions}
            onPrevious={previous && (() => onOpen(previous))}
            onNext={next && (() => onOpen(next))}
          />
        ) : (
          <>
            <Search role="search" ref={searchField}>
              <IconButton className="menu" aria-label={t('sidebar.open')} onClick={() => setDrawer(true)}>
                <IconMenu2 size={22} aria-hidden="true" />
              </IconButton>
              <TextField
                type="search"
                aria-label={t('list.search')}
                placeholder={t('list.search')}
                defaultValue={list.q}
                startAdornment={<IconSearch size={18} aria-hidden="true" />}
                onChange={(e) => list.update({ q: e.target.value })}
                style={{ flex: 1 }}
              />
              <IconButton aria-label={t('shortcuts.title')} onClick={() => setHelp(true)}>
                <IconKeyboard size={22} aria-hidden="true" />
              </IconButton>
            </Search>
            <EmailList
              view={view}
              emails={emails.data?.emails ?? []}
              loading={emails.isLoading}
              error={emails.error}
              onRetry={() => void emails.refetch()}
              hasMore={emails.hasNextPage}
              loadingMore={emails.isFetchingNextPage}
              onLoadMore={() => void emails.fetchNextPage()}
              selected={selected}
              onSelectedChange={setSelected}
              onOpen={onOpen}
              actions={actions}
            />
          </>
        )}
      </Main>
      <MailboxDrawer open={drawer} onOpenChange={setDrawer} title={t('sidebar.title')}>
        {sidebar}
      </MailboxDrawer>
      <ShortcutsDialog open={help} onOpenChange={setHelp} />
      <ComposeDialog
        open={compose.open}
        draft={compose.draft}
        onOpenChange={(o) => setCompose((c) => ({ ...c, open: o }))}
      />
    </Mailbox>
  );
}
