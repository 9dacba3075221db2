import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPlus } from '@tabler/icons-react';
import { Can } from '@atrium/platform';
import { useListController } from '@atrium/platform/list';
import { Button, Card, ListToolbar, PageHeader } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { customersQuery } from './api/getCustomers';
import { useCustomerColumns } from './components/useCustomerColumns';
import { AddCustomerDrawer } from './components/AddCustomerDrawer';

/** The customer list: search, sort and paging in the URL; add a customer in a drawer. */
export default function CustomerListPage() {
  const { t } = useTranslation('ecommerce');
  const list = useListController({
    query: customersQuery,
    select: (data) => ({ rows: data.customers, total: data.total }),
    getRowId: (c) => c.id,
  });
  const columns = useCustomerColumns();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <PageHeader title={t('customers.title')} />
      <Card>
        <ListToolbar>
          <ListSearchField label={t('customers.search')} search={list.search} />
          <Can I="create" a="Customer">
            <Button startIcon={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              {t('customers.add')}
            </Button>
          </Can>
        </ListToolbar>
        <DataTable
          label={t('customers.title')}
          columns={columns}
          state={list.table}
          emptyText={t('customers.empty')}
        />
      </Card>
      <AddCustomerDrawer open={adding} onOpenChange={setAdding} />
    </>
  );
}
