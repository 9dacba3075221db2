import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { IconPlus } from '@tabler/icons-react';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@atrium/contracts';
import { Can, useFormatters } from '@atrium/platform';
import { useListController } from '@atrium/platform/list';
import { Avatar, Button, Card, ListToolbar, PageHeader, toast } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { CategoryCell, productsQuery } from '../products';
import { AddCategoryDrawer } from './components/AddCategoryDrawer';
import { useAddedCategories, useCreateCategory } from './api/categories';
import { categoryRows, searchSortAndPage, type CategoryRow } from './categoryRows';

/**
 * Categories with their product count and stock value (from the product API), search, sort and
 * paging in the URL; categories added in the drawer are saved through the API.
 */
export default function CategoryListPage() {
  const { t } = useTranslation('ecommerce');
  const { money, number } = useFormatters();
  const added = useAddedCategories().data?.categories ?? [];
  const createCategory = useCreateCategory();
  const [adding, setAdding] = useState(false);
  // Every product, once: the categories are counted, searched, sorted and paged here.
  const list = useListController({
    query: () => productsQuery({ itemsPerPage: -1 }),
    select: (data, params) =>
      searchSortAndPage(
        categoryRows(data.products, added, (name) => t(`categories.descriptions.${name}`)),
        params,
      ),
    getRowId: (c) => c.name,
  });

  const columns = useMemo<ColumnDef<CategoryRow, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('categories.columns.category'),
        cell: ({ row }) =>
          row.original.known ? (
            <div>
              <CategoryCell category={row.original.name as ProductCategory} />
              <div style={{ fontSize: '0.8125rem', opacity: 0.75, marginInlineStart: '2.4rem' }}>
                {row.original.description}
              </div>
            </div>
          ) : (
            <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
              <Avatar name={row.original.name} size={30} />
              <div>
                {row.original.name}
                <div style={{ fontSize: '0.8125rem', opacity: 0.75 }}>{row.original.description}</div>
              </div>
            </div>
          ),
        meta: { sortKey: 'name' },
      },
      {
        id: 'products',
        header: t('categories.columns.products'),
        cell: ({ row }) => number(row.original.products),
        meta: { sortKey: 'products', align: 'end' },
      },
      {
        id: 'earnings',
        header: t('categories.columns.earnings'),
        cell: ({ row }) => money(row.original.earnings),
        meta: { sortKey: 'earnings', align: 'end' },
      },
    ],
    [t, money, number],
  );

  return (
    <>
      <PageHeader title={t('categories.title')} />
      <Card>
        <ListToolbar>
          <ListSearchField label={t('categories.search')} search={list.search} />
          <Can I="create" a="Product">
            <Button startIcon={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              {t('categories.add')}
            </Button>
          </Can>
        </ListToolbar>
        <DataTable
          label={t('categories.title')}
          columns={columns}
          state={list.table}
          emptyText={t('categories.empty')}
        />
      </Card>
      <AddCategoryDrawer
        open={adding}
        onOpenChange={setAdding}
        existing={[...PRODUCT_CATEGORIES, ...added.map((c) => c.name)]}
        onAdd={async (c) => {
          await createCategory.mutateAsync(c);
          toast.success(t('categories.added', { name: c.name }));
        }}
      />
    </>
  );
}
