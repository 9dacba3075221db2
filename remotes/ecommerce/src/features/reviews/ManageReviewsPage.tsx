import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { REVIEW_STATUSES, type Review, type ReviewListQuery } from '@atrium/contracts';
import { useListState } from '@atrium/platform';
import { Card, ConfirmDialog, ListToolbar, PageHeader, Select, toast } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { SearchField } from '../../common/SearchField';
import { errorMessage, listQuery } from '../../common/listQuery';
import { useUndoableDelete } from '../../common/useUndoableDelete';
import { useReviews } from './api/getReviews';
import { deleteReview } from './api/deleteReview';
import { useUpdateReviewStatus } from './api/updateReviewStatus';
import { reviewKeys } from './api/reviewKeys';
import { useReviewColumns } from './components/useReviewColumns';
import { ReviewSummary } from './components/ReviewSummary';

/** Review management: summary and statistics; status filter, search, sort, paging; publish, unpublish, delete. */
export default function ManageReviewsPage() {
  const { t } = useTranslation('ecommerce');
  const client = useQueryClient();
  const list = useListState();
  const query = listQuery(list, ['status'] as const) as ReviewListQuery;
  const reviews = useReviews(query);
  const toggle = useUpdateReviewStatus();
  const [confirm, setConfirm] = useState<Review | null>(null);

  const deletion = useUndoableDelete({
    remove: deleteReview,
    undoLabel: t('common.undo'),
    onCommitted: (failed) => {
      if (failed.length) toast.error(t('reviews.deleteFailed'));
      void client.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });

  const onToggle = useCallback(
    (review: Review) => {
      const status = review.status === 'Published' ? 'Pending' : 'Published';
      toggle.mutate(
        { id: review.id, status },
        {
          onSuccess: () =>
            toast.success(status === 'Published' ? t('reviews.published') : t('reviews.unpublished')),
          onError: (e) => toast.error(errorMessage(e) ?? t('reviews.updateFailed')),
        },
      );
    },
    [toggle, t],
  );
  const onDelete = useCallback((review: Review) => setConfirm(review), []);
  const columns = useReviewColumns({ onDelete, onToggle });
  const rows = useMemo(
    () => (reviews.data?.reviews ?? []).filter((r) => !deletion.isHidden(r.id)),
    [reviews.data, deletion],
  );
  const total = Math.max(0, (reviews.data?.total ?? 0) - ((reviews.data?.reviews.length ?? 0) - rows.length));

  return (
    <>
      <PageHeader title={t('reviews.title')} />
      <ReviewSummary />
      <Card>
        <ListToolbar>
          <SearchField label={t('reviews.search')} value={list.q} onChange={(q) => list.update({ q })} />
          <Select
            aria-label={t('reviews.filterStatus')}
            value={list.filters.status ?? 'All'}
            options={[
              { value: 'All', label: t('common.all') },
              ...REVIEW_STATUSES.map((s) => ({ value: s, label: t(`reviews.status.${s}`) })),
            ]}
            onChange={(e) => list.update({ status: e.target.value === 'All' ? undefined : e.target.value })}
            style={{ minInlineSize: '10rem' }}
          />
        </ListToolbar>
        <DataTable
          label={t('reviews.title')}
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
          loading={reviews.isLoading || reviews.isPlaceholderData}
          error={errorMessage(reviews.error)}
          onRetry={() => void reviews.refetch()}
          emptyText={t('reviews.empty')}
          getRowId={(r) => String(r.id)}
        />
      </Card>
      <ConfirmDialog
        open={!!confirm}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('reviews.confirmDelete', { name: confirm?.reviewer ?? '' })}
        message={t('common.undoHint')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={() => {
          if (confirm) deletion.schedule([confirm.id], t('reviews.deleted'));
          setConfirm(null);
        }}
      />
    </>
  );
}
