import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPlus } from '@tabler/icons-react';
import { Can, useListState } from '@atrium/platform';
import { Button, Card, ListToolbar, PageHeader } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { SearchField } from '../../common/SearchField';
import { errorMessage, listQuery } from '../../common/listQuery';
import { useCustomers } from './api/getCustomers';
import { useCustomerColumns } from './components/useCustomerColumns';
import { AddCustomerDrawer } from './components/AddCustomerDrawer';

/** The customer list: search, sort and paging in the URL; add a customer in a drawer. */
export default function CustomerListPage() {
  const { t } = useTranslation('ecommerce');
  const list = useListState();
  const customers = useCustomers(listQuery(list));
  const columns = useCustomerColumns();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHeader title={t('customers.title')} />
      <Card>
        <ListToolbar>
          <SearchField label={t('customers.search')} value={list.q} onChange={(q) => list.update({ q })} />
          <Can I="create" a="Customer">
            <Button startIcon={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              {t('customers.add')}
            </Button>
          </Can>
        </ListToolbar>
        <DataTable
          label={t('customers.title')}
          columns={columns}
          data={customers.data?.customers ?? []}
          total={customers.data?.total ?? 0}
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          onPageChange={(page) => list.update({ page })}
          onItemsPerPageChange={(itemsPerPage) => list.update({ itemsPerPage })}
          sortBy={list.sortBy}
          orderBy={list.orderBy}
          onSortChange={(sortBy, orderBy) => list.update({ sortBy, orderBy })}
          loading={customers.isLoading || customers.isPlaceholderData}
          error={errorMessage(customers.error)}
          onRetry={() => void customers.refetch()}
          emptyText={t('customers.empty')}
          getRowId={(c) => String(c.id)}
        />
      </Card>
      <AddCustomerDrawer open={adding} onOpenChange={setAdding} />
    </>
  );
}
