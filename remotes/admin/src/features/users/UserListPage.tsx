import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { User } from '@atrium/contracts';
import { Can, useSession } from '@atrium/platform';
import styled from 'styled-components';
import { Button, Card, ListToolbar, PageHeader, ExportCsvButton } from '@atrium/ui';
import { UserFilters } from './components/UserFilters';
import { UserFormDrawer } from './components/UserFormDrawer';
import { UserStats } from './components/UserStats';
import { UsersTable } from './components/UsersTable';
import { useUsersList } from './components/useUsersList';

/** The figures, spaced from the list under them. */
const Figures = styled(UserStats)`
  margin-block-end: 1.5rem;
`;

/**
 * The user list: figures over every user; role / plan / status filters, search, sort and paging in
 * the URL; add and edit in a drawer; delete one or the selection with Undo; CSV export.
 */
export default function UserListPage() {
  const { t } = useTranslation('admin');
  const list = useUsersList();
  // The drawer adds a user (`null` target) or edits the one given.
  const [drawer, setDrawer] = useState<{ user?: User } | null>(null);
  // Never oneself (see the table's columns): the selection may hold one's own row.
  const me = useSession().userData?.id;
  const deletable = list.selectedRows.filter((u) => u.id !== me);

  return (
    <>
      <PageHeader title={t('users.title')} />
      <Figures />
      <Card>
        <UserFilters list={list} />
        <ListToolbar>
          {deletable.length > 0 ? (
            <Can I="delete" a="User">
              <Button
                color="error"
                variant="tonal"
                startIcon={<IconTrash size={18} aria-hidden="true" />}
                onClick={() => list.askDelete(deletable)}
              >
                {t('users.deleteSelected', { count: deletable.length })}
              </Button>
            </Can>
          ) : (
            <span />
          )}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            <ExportCsvButton onExport={list.exportCsv} exporting={list.exporting} />
            <Can I="create" a="User">
              <Button startIcon={<IconPlus size={18} aria-hidden="true" />} onClick={() => setDrawer({})}>
                {t('users.add')}
              </Button>
            </Can>
          </div>
        </ListToolbar>
        <UsersTable list={list} label={t('users.title')} onEdit={(user) => setDrawer({ user })} selectable />
      </Card>
      <UserFormDrawer
        open={drawer !== null}
        onOpenChange={(open) => !open && setDrawer(null)}
        user={drawer?.user}
      />
    </>
  );
}
