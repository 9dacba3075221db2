import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, type Review } from '@atrium/contracts';
import { errorMessage, useListController } from '@atrium/platform/list';
import { Card, ConfirmDialog, ListToolbar, PageHeader, Select, toast } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { reviewsQuery } from './api/getReviews';
import { deleteReview } from './api/deleteReview';
import { useUpdateReviewStatus } from './api/updateReviewStatus';
import { reviewKeys } from './api/reviewKeys';
import { useReviewColumns } from './components/useReviewColumns';
import { ReviewSummary } from './components/ReviewSummary';

/** Review management: summary and statistics; status filter, search, sort, paging; publish, unpublish, delete. */
export default function ManageReviewsPage() {
  const { t } = useTranslation('ecommerce');
  const list = useListController({
    filters: ['status'],
    query: reviewsQuery,
    select: (data) => ({ rows: data.reviews, total: data.total }),
    getRowId: (r) => r.id,
    remove: (r) => deleteReview(r.id),
    invalidates: reviewKeys.all,
    messages: { deleted: () => t('reviews.deleted'), deleteFailed: t('reviews.deleteFailed') },
  });
  const toggle = useUpdateReviewStatus();

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
  const columns = useReviewColumns({ onDelete: list.askDelete, onToggle });

  return (
    <>
      <PageHeader title={t('reviews.title')} />
      <ReviewSummary />
      <Card>
        <ListToolbar>
          <ListSearchField label={t('reviews.search')} search={list.search} />
          <Select
            aria-label={t('reviews.filterStatus')}
            value={list.filters.status ?? 'All'}
            options={[
              { value: 'All', label: t('common.all') },
              ...REVIEW_STATUSES.map((s) => ({ value: s, label: t(`reviews.status.${s}`) })),
            ]}
            onChange={(e) =>
              list.setFilters({ status: e.target.value === 'All' ? undefined : e.target.value })
            }
            style={{ minInlineSize: '10rem' }}
          />
        </ListToolbar>
        <DataTable
          label={t('reviews.title')}
          columns={columns}
          state={list.table}
          emptyText={t('reviews.empty')}
        />
      </Card>
      <ConfirmDialog
        {...list.deleteDialog}
        title={t('reviews.confirmDelete', { name: list.confirming[0]?.reviewer ?? '' })}
        message={t('common.undoHint')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        destructive
      />
    </>
  );
}
