import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconSearch } from '@tabler/icons-react';
import type { Product } from '@atrium/contracts';
import { useListState, ApiError } from '@atrium/platform';
import { Card, TextField, toast } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { useProducts } from './api/getProducts';
import { useDeleteProduct } from './api/deleteProduct';
import { useProductColumns } from './components/useProductColumns';

const Heading = styled.h1`
  margin: 0 0 1.25rem;
  font-size: 1.5rem;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  padding: 1.25rem 1.5rem;
`;

/** The product list: search, sort and paging in the URL; rows from the API. */
export default function ProductListPage() {
  const { t } = useTranslation('ecommerce');
  const list = useListState();
  const query = {
    q: list.q || undefined,
    page: list.page,
    itemsPerPage: list.itemsPerPage,
    sortBy: list.sortBy,
    orderBy: list.orderBy,
  };
  const products = useProducts(query);
  const remove = useDeleteProduct();

  const onDelete = useCallback(
    (product: Product) => {
      remove.mutate(product.id, {
        onSuccess: () => toast.success(t('products.deleted', { name: product.productName })),
        onError: (e) => toast.error(e instanceof ApiError ? e.message : t('products.deleteFailed')),
      });
    },
    [remove, t],
  );
  const columns = useProductColumns(onDelete);

  return (
    <>
      <Heading>{t('products.title')}</Heading>
      <Card data-testid="product-list-card">
        <Toolbar>
          <TextField
            type="search"
            aria-label={t('products.search')}
            placeholder={t('products.search')}
            defaultValue={list.q}
            startAdornment={<IconSearch size={18} aria-hidden="true" />}
            onChange={(e) => list.update({ q: e.target.value })}
            style={{ minInlineSize: '16rem' }}
          />
        </Toolbar>
        <DataTable
          label={t('products.title')}
          columns={columns}
          data={products.data?.products ?? []}
          total={products.data?.total ?? 0}
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          onPageChange={(page) => list.update({ page })}
          onItemsPerPageChange={(itemsPerPage) => list.update({ itemsPerPage })}
          sortBy={list.sortBy}
          orderBy={list.orderBy}
          onSortChange={(sortBy, orderBy) => list.update({ sortBy, orderBy })}
          loading={products.isLoading}
          error={products.error ? (products.error as Error).message : null}
          onRetry={() => void products.refetch()}
          emptyText={t('products.empty')}
          getRowId={(p) => String(p.id)}
        />
      </Card>
    </>
  );
}
