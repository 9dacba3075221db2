import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { IconTrash } from '@tabler/icons-react';
import type { Product } from '@atrium/contracts';
import { parseMoney, useAbility, useFormatters } from '@atrium/platform';
import { IconButton, IdentityCell } from '@atrium/ui';
import { CategoryCell } from './CategoryCell';
import { ProductStatusChip } from './ProductStatusChip';
import { StockIndicator } from './StockIndicator';

/** The product table's columns; the actions column only for someone who may delete products. */
export function useProductColumns(onDelete: (product: Product) => void) {
  const { t } = useTranslation('ecommerce');
  const { money, number } = useFormatters();
  const canDelete = useAbility().can('delete', 'Product');
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
        cell: ({ row }) => <StockIndicator inStock={row.original.stock} />,
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
      ...(canDelete
        ? [
            {
              id: 'actions',
              header: t('products.columns.actions'),
              cell: ({ row }) => (
                <IconButton
                  aria-label={t('products.delete', { name: row.original.productName })}
                  onClick={() => onDelete(row.original)}
                >
                  <IconTrash size={20} />
                </IconButton>
              ),
            } satisfies ColumnDef<Product, unknown>,
          ]
        : []),
    ],
    [t, money, number, onDelete, canDelete],
  );
}
