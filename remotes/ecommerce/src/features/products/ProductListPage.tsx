import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import type { Product, ProductListQuery } from '@atrium/contracts';
import { Can, parseMoney, useListState } from '@atrium/platform';
import { Button, ButtonLink, Card, ConfirmDialog, ListToolbar, PageHeader, toast } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { SearchField } from '../../common/SearchField';
import { errorMessage, listQuery } from '../../common/listQuery';
import { downloadCsv, toCsv } from '@atrium/platform/list';
import { useUndoableDelete } from '../../common/useUndoableDelete';
import { productsQuery, useProducts } from './api/getProducts';
import { deleteProduct } from './api/deleteProduct';
import { productKeys } from './api/productKeys';
import { useProductColumns } from './components/useProductColumns';
import { ProductFilters } from './components/ProductFilters';
import { ProductStats } from './components/ProductStats';

const FILTERS = ['status', 'category', 'stock'] as const;

/** The product list: summary, filters, search, sort, paging in the URL; delete with Undo; CSV export. */
export default function ProductListPage() {
  const { t } = useTranslation('ecommerce');
  const client = useQueryClient();
  const list = useListState();
  const query = listQuery(list, FILTERS) as ProductListQuery;
  const products = useProducts(query);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<Product[] | null>(null);
  const [exporting, setExporting] = useState(false);

  // A new page, filter or search starts a new selection.
  const queryKey = JSON.stringify(query);
  useEffect(() => setSelected([]), [queryKey]);

  const deletion = useUndoableDelete({
    remove: deleteProduct,
    undoLabel: t('common.undo'),
    onCommitted: (failed) => {
      if (failed.length) toast.error(t('products.deleteFailed'));
      void client.invalidateQueries({ queryKey: productKeys.all });
    },
  });

  const onDelete = useCallback((product: Product) => setConfirm([product]), []);
  const columns = useProductColumns(onDelete);

  const rows = useMemo(
    () => (products.data?.products ?? []).filter((p) => !deletion.isHidden(p.id)),
    [products.data, deletion],
  );
  const total = Math.max(
    0,
    (products.data?.total ?? 0) - ((products.data?.products.length ?? 0) - rows.length),
  );

  const confirmDelete = () => {
    if (!confirm) return;
    const message =
      confirm.length === 1
        ? t('products.deleted', { name: confirm[0].productName })
        : t('products.deletedMany', { count: confirm.length });
    deletion.schedule(
      confirm.map((p) => p.id),
      message,
    );
    setSelected((current) => current.filter((id) => !confirm.some((p) => String(p.id) === id)));
    setConfirm(null);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await client.fetchQuery(productsQuery({ ...query, page: 1, itemsPerPage: -1 }));
      const csv = toCsv(all.products, [
        { header: t('products.columns.product'), value: (p) => p.productName },
        { header: t('products.columns.brand'), value: (p) => p.productBrand },
        { header: t('products.columns.category'), value: (p) => p.category },
        {
          header: t('products.columns.stock'),
          value: (p) => (p.stock ? t('products.inStock') : t('products.outOfStock')),
        },
        { header: t('products.columns.sku'), value: (p) => p.sku },
        { header: t('products.columns.price'), value: (p) => parseMoney(p.price) },
        { header: t('products.columns.qty'), value: (p) => p.qty },
        { header: t('products.columns.status'), value: (p) => p.status },
      ]);
      downloadCsv('products.csv', csv);
    } catch (e) {
      toast.error(errorMessage(e) ?? t('common.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  const selectedProducts = rows.filter((p) => selected.includes(String(p.id)));

  return (
    <>
      <PageHeader title={t('products.title')} />
      <ProductStats />
      <Card data-testid="product-list-card">
        <ProductFilters
          values={{ status: list.filters.status, category: list.filters.category, stock: list.filters.stock }}
          onChange={(changes) => list.update(changes)}
        />
        <ListToolbar>
          <SearchField label={t('products.search')} value={list.q} onChange={(q) => list.update({ q })} />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            {selectedProducts.length > 0 && (
              <Can I="delete" a="Product">
                <Button
                  color="error"
                  variant="tonal"
                  startIcon={<IconTrash size={18} />}
                  onClick={() => setConfirm(selectedProducts)}
                >
                  {t('products.deleteSelected', { count: selectedProducts.length })}
                </Button>
              </Can>
            )}
            <Button
              variant="tonal"
              color="secondary"
              startIcon={<IconDownload size={18} />}
              onClick={() => void exportCsv()}
              loading={exporting}
            >
              {t('common.export')}
            </Button>
            <Can I="create" a="Product">
              <ButtonLink to="/apps/ecommerce/product/add" startIcon={<IconPlus size={18} />}>
                {t('products.add')}
              </ButtonLink>
            </Can>
          </div>
        </ListToolbar>
        <DataTable
          label={t('products.title')}
          columns={columns}
          data={rows}
          total={total}
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          onPageChange={(page) => list.update({ page })}
          onItemsPerPageChange={(itemsPerPage) => list.update({ itemsPerPage })}
          sortBy={list.sortBy}
          orderBy={list.orderBy}
          onSortChange={(sortBy, orderBy) => list.update({ sortBy, orderBy })}
          loading={products.isLoading || products.isPlaceholderData}
          error={errorMessage(products.error)}
          onRetry={() => void products.refetch()}
          emptyText={t('products.empty')}
          selectable
          selectedIds={selected}
          onSelectionChange={setSelected}
          getRowId={(p) => String(p.id)}
        />
      </Card>
      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={
          confirm?.length === 1
            ? t('products.confirmDeleteOne', { name: confirm[0].productName })
            : t('products.confirmDeleteMany', { count: confirm?.length ?? 0 })
        }
        message={t('common.undoHint')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
