import { useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import type { Review } from '@atrium/contracts';
import { Can, useAbility, useFormatters } from '@atrium/platform';
import { Chip, IconButton, IdentityCell } from '@atrium/ui';
import { StarRating } from '../../../common/StarRating';

const ReviewText = styled.div`
  min-inline-size: 16rem;
  max-inline-size: 24rem;
  strong {
    display: block;
    margin-block-start: 0.25rem;
    font-weight: 500;
  }
  p {
    margin: 0.15rem 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

export interface ReviewActions {
  onDelete: (review: Review) => void;
  onToggle: (review: Review) => void;
}

/** The review table's columns; the actions column only for someone who may publish or delete reviews. */
export function useReviewColumns({ onDelete, onToggle }: ReviewActions) {
  const { t } = useTranslation('ecommerce');
  const { date } = useFormatters();
  const ability = useAbility();
  const canAct = ability.can('update', 'Review') || ability.can('delete', 'Review');
  return useMemo<ColumnDef<Review, unknown>[]>(
    () => [
      {
        id: 'product',
        header: t('reviews.columns.product'),
        cell: ({ row }) => (
          <IdentityCell
            name={row.original.product}
            src={row.original.productImage}
            detail={row.original.companyName}
          />
        ),
        meta: { sortKey: 'product' },
      },
      {
        id: 'reviewer',
        header: t('reviews.columns.reviewer'),
        cell: ({ row }) => (
          <IdentityCell
            name={row.original.reviewer}
            src={row.original.avatar || null}
            detail={row.original.email}
          />
        ),
        meta: { sortKey: 'reviewer' },
      },
      {
        id: 'review',
        header: t('reviews.columns.review'),
        cell: ({ row }) => (
          <ReviewText>
            <StarRating value={row.original.review} size={16} />
            <strong>{row.original.head}</strong>
            <p>{row.original.para}</p>
          </ReviewText>
        ),
      },
      {
        id: 'date',
        header: t('reviews.columns.date'),
        cell: ({ row }) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            {date(`${row.original.date}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}
          </span>
        ),
        meta: { sortKey: 'date' },
      },
      {
        id: 'status',
        header: t('reviews.columns.status'),
        cell: ({ row }) => (
          <Chip color={row.original.status === 'Published' ? 'success' : 'warning'}>
            {t(`reviews.status.${row.original.status}`)}
          </Chip>
        ),
        meta: { sortKey: 'status' },
      },
      ...(canAct
        ? [
            {
              id: 'actions',
              header: t('common.actions'),
              cell: ({ row }) => {
                const r = row.original;
                const published = r.status === 'Published';
                return (
                  <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
                    <Can I="update" a="Review">
                      <IconButton
                        aria-label={
                          published
                            ? t('reviews.unpublish', { name: r.reviewer })
                            : t('reviews.publish', { name: r.reviewer })
                        }
                        onClick={() => onToggle(r)}
                      >
                        {published ? <IconEyeOff size={20} /> : <IconEye size={20} />}
                      </IconButton>
                    </Can>
                    <Can I="delete" a="Review">
                      <IconButton
                        aria-label={t('reviews.delete', { name: r.reviewer })}
                        onClick={() => onDelete(r)}
                      >
                        <IconTrash size={20} />
                      </IconButton>
                    </Can>
                  </span>
                );
              },
            } satisfies ColumnDef<Review, unknown>,
          ]
        : []),
    ],
    [t, date, onDelete, onToggle, canAct],
  );
}
