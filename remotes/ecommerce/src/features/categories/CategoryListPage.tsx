import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { IconPlus } from '@tabler/icons-react';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@atrium/contracts';
import { parseMoney, useFormatters, useListState } from '@atrium/platform';
import { Avatar, Button, Card, ListToolbar, PageHeader, toast } from '@atrium/ui';
import { DataTable, type DataTableColumnMeta } from '@atrium/ui/data-table';
import { SearchField } from '../../common/SearchField';
import { errorMessage } from '../../common/listQuery';
import { CategoryCell, useProducts } from '../products';
import { AddCategoryDrawer, type NewCategory } from './components/AddCategoryDrawer';

interface CategoryRow {
  name: string;
  description: string;
  products: number;
  earnings: number;
  known: boolean;
}

/**
 * Categories with their product count and stock value (from the product API), search, sort and
 * paging in the URL; categories added in the drawer are kept for this visit (the API has no category
 * calls).
 */
export default function CategoryListPage() {
  const { t } = useTranslation('ecommerce');
  const { money, number } = useFormatters();
  const list = useListState();
  const products = useProducts({ itemsPerPage: -1 });
  const [added, setAdded] = useState<NewCategory[]>([]);
  const [adding, setAdding] = useState(false);

  const all = useMemo<CategoryRow[]>(() => {
    const rows = products.data?.products ?? [];
    const known = PRODUCT_CATEGORIES.map((name) => {
      const inCategory = rows.filter((p) => p.category === name);
      return {
        name,
        description: t(`categories.descriptions.${name}`),
        products: inCategory.length,
        earnings: inCategory.reduce((s, p) => s + (parseMoney(p.price) || 0) * p.qty, 0),
        known: true,
      };
    });
    return [
      ...known,
      ...added.map((c) => ({
        name: c.name,
        description: c.description,
        products: 0,
        earnings: 0,
        known: false,
      })),
    ];
  }, [products.data, added, t]);

  const visible = useMemo(() => {
    const q = list.q.trim().toLowerCase();
    let rows = q ? all.filter((c) => `${c.name} ${c.description}`.toLowerCase().includes(q)) : all;
    if (list.sortBy && list.orderBy) {
      const sign = list.orderBy === 'asc' ? 1 : -1;
      const key = list.sortBy as 'name' | 'products' | 'earnings';
      if (key === 'name' || key === 'products' || key === 'earnings') {
        rows = [...rows].sort(
          (a, b) => sign * (key === 'name' ? a.name.localeCompare(b.name) : a[key] - b[key]),
        );
      }
    }
    return rows;
  }, [all, list.q, list.sortBy, list.orderBy]);
  const page = visible.slice((list.page - 1) * list.itemsPerPage, list.page * list.itemsPerPage);

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
        meta: { sortKey: 'name' } satisfies DataTableColumnMeta,
      },
      {
        id: 'products',
        header: t('categories.columns.products'),
        cell: ({ row }) => number(row.original.products),
        meta: { sortKey: 'products', align: 'end' } satisfies DataTableColumnMeta,
      },
      {
        id: 'earnings',
        header: t('categories.columns.earnings'),
        cell: ({ row }) => money(row.original.earnings),
        meta: { sortKey: 'earnings', align: 'end' } satisfies DataTableColumnMeta,
      },
    ],
    [t, money, number],
  );

  return (
    <>
      <PageHeader title={t('categories.title')} />
      <Card>
        <ListToolbar>
          <SearchField label={t('categories.search')} value={list.q} onChange={(q) => list.update({ q })} />
          <Button startIcon={<IconPlus size={18} />} onClick={() => setAdding(true)}>
            {t('categories.add')}
          </Button>
        </ListToolbar>
        <DataTable
          label={t('categories.title')}
          columns={columns}
          data={products.isLoading ? [] : page}
          total={visible.length}
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          onPageChange={(p) => list.update({ page: p })}
          onItemsPerPageChange={(itemsPerPage) => list.update({ itemsPerPage })}
          sortBy={list.sortBy}
          orderBy={list.orderBy}
          onSortChange={(sortBy, orderBy) => list.update({ sortBy, orderBy })}
          loading={products.isLoading}
          error={errorMessage(products.error)}
          onRetry={() => void products.refetch()}
          emptyText={t('categories.empty')}
          getRowId={(c) => c.name}
        />
      </Card>
      <AddCategoryDrawer
        open={adding}
        onOpenChange={setAdding}
        existing={all.map((c) => c.name)}
        onAdd={(c) => {
          setAdded((current) => [...current, c]);
          toast.success(t('categories.added', { name: c.name }));
        }}
      />
    </>
  );
}
