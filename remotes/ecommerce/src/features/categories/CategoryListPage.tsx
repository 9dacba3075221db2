import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { PRODUCT_CATEGORIES, type CustomCategory } from '@atrium/contracts';
import { Can, useAbility, useStoreFormatters } from '@atrium/platform';
import { useListController } from '@atrium/platform/list';
import { Avatar, Button, Card, IconButton, ListToolbar, PageHeader, toast } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { CategoryCell, productsQuery } from '../products';
import { CategoryDrawer } from './components/CategoryDrawer';
import { DeleteCategoryDialog } from './components/DeleteCategoryDialog';
import { useAddedCategories, useCreateCategory, useUpdateCategory } from './api/categories';
import { categoryRows, searchSortAndPage, type CategoryRow } from './categoryRows';

/**
 * Categories with their product count and stock value (from the product API), search, sort and
 * paging in the URL. Categories are added in the drawer; an added one is edited there and deleted
 * (its products moved to another category) through the API. The built-in ones are fixed.
 */
export default function CategoryListPage() {
  const { t } = useTranslation('ecommerce');
  const { money, number } = useStoreFormatters();
  const ability = useAbility();
  const canUpdate = ability.can('update', 'Product');
  const canDelete = ability.can('delete', 'Product');
  const added = useAddedCategories().data?.categories;
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  // The drawer: closed, adding (null) or editing an added category.
  const [drawer, setDrawer] = useState<{ editing: CustomCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<CategoryRow | null>(null);
  // Every product, once: the categories are counted, searched, sorted and paged here.
  const list = useListController({
    query: () => productsQuery({ itemsPerPage: -1 }),
    select: (data, params) =>
      searchSortAndPage(
        categoryRows(data.products, added ?? [], (name) => t(`categories.descriptions.${name}`)),
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
          row.original.added ? (
            <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
              <Avatar name={row.original.name} size={30} />
              <div>
                <bdi>{row.original.name}</bdi>
                <div style={{ fontSize: '0.8125rem', opacity: 0.75 }}>{row.original.description}</div>
              </div>
            </div>
          ) : (
            <div>
              <CategoryCell category={row.original.name} />
              <div style={{ fontSize: '0.8125rem', opacity: 0.75, marginInlineStart: '2.4rem' }}>
                {row.original.description}
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
      ...(canUpdate || canDelete
        ? [
            {
              id: 'actions',
              header: t('categories.columns.actions'),
              cell: ({ row }) => {
                const category = row.original.added;
                // The built-in categories are the contract's: nothing to offer but saying so.
                if (!category)
                  return (
                    <span style={{ fontSize: '0.8125rem', opacity: 0.75 }}>{t('categories.builtIn')}</span>
                  );
                return (
                  <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
                    {canUpdate && (
                      <IconButton
                        aria-label={t('categories.edit', { name: category.name })}
                        onClick={() => setDrawer({ editing: category })}
                      >
                        <IconPencil size={20} />
                      </IconButton>
                    )}
                    {canDelete && (
                      <IconButton
                        aria-label={t('categories.delete.label', { name: category.name })}
                        onClick={() => setDeleting(row.original)}
                      >
                        <IconTrash size={20} />
                      </IconButton>
                    )}
                  </span>
                );
              },
            } satisfies ColumnDef<CategoryRow, unknown>,
          ]
        : []),
    ],
    [t, money, number, canUpdate, canDelete],
  );

  const editing = drawer?.editing ?? null;
  return (
    <>
      <PageHeader title={t('categories.title')} />
      <Card>
        <ListToolbar>
          <ListSearchField label={t('categories.search')} search={list.search} />
          <Can I="create" a="Product">
            <Button startIcon={<IconPlus size={18} />} onClick={() => setDrawer({ editing: null })}>
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
      <CategoryDrawer
        open={drawer !== null}
        onOpenChange={(open) => !open && setDrawer(null)}
        editing={editing}
        categories={[...PRODUCT_CATEGORIES, ...(added ?? []).map((c) => c.name)]}
        onSave={async (c, revision) => {
          if (editing) {
            await updateCategory.mutateAsync({ slug: editing.slug, category: c, revision });
            toast.success(t('categories.saved', { name: c.name }));
          } else {
            await createCategory.mutateAsync(c);
            toast.success(t('categories.added', { name: c.name }));
          }
        }}
      />
      <DeleteCategoryDialog
        category={deleting?.added ?? null}
        products={deleting?.products ?? 0}
        onOpenChange={(open) => !open && setDeleting(null)}
      />
    </>
  );
}
