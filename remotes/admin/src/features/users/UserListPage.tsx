import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPlus } from '@tabler/icons-react';
import { Can } from '@atrium/platform';
import { Button, Card, PageHeader } from '@atrium/ui';
import { AddUserDialog } from './components/AddUserDialog';
import { UserFilters } from './components/UserFilters';
import { UsersTable } from './components/UsersTable';
import { useUsersList } from './components/useUsersList';

/** The user list: search, role / plan / status filters, sort and paging in the URL; add and delete. */
export default function UserListPage() {
  const { t } = useTranslation('admin');
  const list = useUsersList();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHeader
        title={t('users.title')}
        actions={
          <Can I="create" a="User">
            <Button startIcon={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
              {t('users.add')}
            </Button>
          </Can>
        }
      />
      <Card>
        <UserFilters list={list} />
        <UsersTable list={list} label={t('users.title')} />
      </Card>
      <AddUserDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
