import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Product } from '@atrium/contracts';
import { parseMoney, useAbility, useStoreFormatters } from '@atrium/platform';
import { IconButton, IconButtonLink, IdentityCell } from '@atrium/ui';
import { CategoryCell } from './CategoryCell';
import { ProductStatusChip } from './ProductStatusChip';
import { StockIndicator } from './StockIndicator';

/**
 * The product table's columns: the stock switch works in place for someone who may update products,
 * and the actions column (edit, delete) shows what the user may do.
 */
export function useProductColumns(onDelete: (product: Product) => void) {
  const { t } = useTranslation('ecommerce');
  const { money, number } = useStoreFormatters();
  const ability = useAbility();
  const canDelete = ability.can('delete', 'Product');
  const canUpdate = ability.can('update', 'Product');
  return useMemo<ColumnDef<Product, unknown>[]>(
    () => [
      {
        id: 'product',
        header: t('products.columns.product'),
        cell: ({ row }) => (
          <IdentityCell
            name={row.original.productName}
            detail={row.original.productBrand}
            src={row.original.image}
          />
        ),
        meta: { sortKey: 'product' },
      },
      {
        id: 'category',
        header: t('products.columns.category'),
        cell: ({ row }) => <CategoryCell category={row.original.category} />,
        meta: { sortKey: 'category' },
      },
      {
        id: 'stock',
        header: t('products.columns.stock'),
        cell: ({ row }) => <StockIndicator product={row.original} editable={canUpdate} />,
      },
      {
        id: 'sku',
        header: t('products.columns.sku'),
        cell: ({ row }) => row.original.sku,
        meta: { sortKey: 'sku' },
      },
      {
        id: 'price',
        header: t('products.columns.price'),
        cell: ({ row }) => money(parseMoney(row.original.price)),
        meta: { sortKey: 'price', align: 'end' },
      },
      {
        id: 'qty',
        header: t('products.columns.qty'),
        cell: ({ row }) => number(row.original.qty),
        meta: { sortKey: 'qty', align: 'end' },
      },
      {
        id: 'status',
        header: t('products.columns.status'),
        cell: ({ row }) => <ProductStatusChip status={row.original.status} />,
        meta: { sortKey: 'status' },
      },
      ...(canDelete || canUpdate
        ? [
            {
              id: 'actions',
              header: t('products.columns.actions'),
              cell: ({ row }) => (
                <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
                  {canUpdate && (
                    <IconButtonLink
                      to={`/apps/ecommerce/product/edit/${row.original.id}`}
                      aria-label={t('products.edit', { name: row.original.productName })}
                    >
                      <IconPencil size={20} />
                    </IconButtonLink>
                  )}
                  {canDelete && (
                    <IconButton
                      aria-label={t('products.delete', { name: row.original.productName })}
                      onClick={() => onDelete(row.original)}
                    >
                      <IconTrash size={20} />
                    </IconButton>
                  )}
                </span>
              ),
            } satisfies ColumnDef<Product, unknown>,
          ]
        : []),
    ],
    [t, money, number, onDelete, canDelete, canUpdate],
  );
}
