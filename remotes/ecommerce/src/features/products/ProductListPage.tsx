import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Product, ProductListQuery, ProductListResponse } from '@atrium/contracts';
import { Can, parseMoney, useAbility } from '@atrium/platform';
import { useListController, type ListControllerOptions } from '@atrium/platform/list';
import {
  Button,
  ButtonLink,
  Card,
  ConfirmDialog,
  ListToolbar,
  PageHeader,
  ExportCsvButton,
} from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { productsQuery } from './api/getProducts';
import { deleteProduct } from './api/deleteProduct';
import { productKeys } from './api/productKeys';
import { useProductColumns } from './components/useProductColumns';
import { ProductFilters } from './components/ProductFilters';
import { ProductStats } from './components/ProductStats';
import { BulkStatusButton } from './components/BulkStatusButton';

const PRODUCT_FILTERS = ['status', 'category', 'stock'] as const;
type ProductFilter = (typeof PRODUCT_FILTERS)[number];
type ProductListOptions = ListControllerOptions<
  ProductListResponse,
  Product,
  ProductFilter,
  ReturnType<typeof productKeys.list>
>;

/**
 * The product list: summary, filters, search, sort, paging in the URL; delete with Undo; one status
 * for the selected rows; CSV export.
 */
export default function ProductListPage() {
  const { t } = useTranslation('ecommerce');
  // Memoised: the controller's options are the same on every render of the page (a new sort or page
  // re-renders it), so the rows it selects from an answer stay the same rows.
  const options = useMemo(
    (): ProductListOptions => ({
      filters: PRODUCT_FILTERS,
      query: (params) => productsQuery(params as ProductListQuery),
      select: (data) => ({ rows: data.products, total: data.total }),
      getRowId: (p) => p.id,
      remove: (p) => deleteProduct(p.id),
      invalidates: productKeys.all,
      messages: {
        deleted: (rows) =>
          rows.length === 1
            ? t('products.deleted', { name: rows[0].productName })
            : t('products.deletedMany', { count: rows.length }),
        deleteFailed: t('products.deleteFailed'),
      },
      csv: {
        filename: 'products.csv',
        columns: [
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
        ],
      },
    }),
    [t],
  );
  const list = useListController(options);
  const { status, category, stock } = list.params;
  const filterValues = useMemo(() => ({ status, category, stock }), [status, category, stock]);
  const columns = useProductColumns(list.askDelete);
  const { confirming, selectedRows } = list;
  // Rows are selected to delete them or set their status: no selection for someone who may do neither.
  const ability = useAbility();
  const canDelete = ability.can('delete', 'Product');
  const canUpdate = ability.can('update', 'Product');

  return (
    <>
      <PageHeader title={t('products.title')} />
      <ProductStats />
      <Card data-testid="product-list-card">
        <ProductFilters values={filterValues} onChange={list.setFilters} />
        <ListToolbar>
          <ListSearchField label={t('products.search')} search={list.search} />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            {canUpdate && selectedRows.length > 0 && (
              <BulkStatusButton selected={selectedRows} onDone={() => list.setSelectedIds([])} />
            )}
            {canDelete && selectedRows.length > 0 && (
              <Button
                color="error"
                variant="tonal"
                startIcon={<IconTrash size={18} />}
                onClick={() => list.askDelete(selectedRows)}
              >
                {t('products.deleteSelected', { count: selectedRows.length })}
              </Button>
            )}
            <ExportCsvButton onExport={list.exportCsv} exporting={list.exporting} />
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
          state={list.table}
          emptyText={t('products.empty')}
          selectable={canDelete || canUpdate}
        />
      </Card>
      <ConfirmDialog
        {...list.deleteDialog}
        title={
          confirming.length === 1
            ? t('products.confirmDeleteOne', { name: confirming[0].productName })
            : t('products.confirmDeleteMany', { count: confirming.length })
        }
        message={t('common.undoHint')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        destructive
      />
    </>
  );
}
