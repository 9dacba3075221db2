import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';

export const PAGE_SIZE_OPTIONS = [5, 10, 20, 25, 50, 100];

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 0.75rem 1.5rem;
  padding: 0.75rem 1rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.palette.text.secondary};
  select {
    padding: 0.25rem 0.5rem;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    border: 1px solid ${({ theme }) => theme.palette.divider};
    background: ${({ theme }) => theme.palette.background.paper};
    color: ${({ theme }) => theme.palette.text.primary};
    font: inherit;
  }
`;

const Buttons = styled.div`
  display: inline-flex;
  gap: 0.25rem;
  button {
    display: inline-grid;
    place-items: center;
    inline-size: 2rem;
    block-size: 2rem;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    background: ${({ theme }) => theme.palette.action.selected};
    color: ${({ theme }) => theme.palette.text.primary};
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    background: ${({ theme }) => theme.palette.primary.tonal};
    color: ${({ theme }) => theme.palette.primary.text};
  }
  button:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

export interface TablePaginationProps {
  page: number;
  itemsPerPage: number;
  total: number;
  onPageChange: (page: number) => void;
  onItemsPerPageChange: (size: number) => void;
}

/** "Rows per page", "1-10 of 50", and first / previous / next / last. */
export function TablePagination({
  page,
  itemsPerPage,
  total,
  onPageChange,
  onItemsPerPageChange,
}: TablePaginationProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const pages = Math.max(1, Math.ceil(total / itemsPerPage));
  const from = total === 0 ? 0 : (page - 1) * itemsPerPage + 1;
  const to = Math.min(total, page * itemsPerPage);
  return (
    <Bar>
      <label htmlFor={id}>{t('rowsPerPage', 'Rows per page')}</label>
      <select id={id} value={itemsPerPage} onChange={(e) => onItemsPerPageChange(Number(e.target.value))}>
        {PAGE_SIZE_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <span aria-live="polite">
        {t('range', { from, to, total, defaultValue: '{{from}}-{{to}} of {{total}}' })}
      </span>
      <Buttons>
        <button
          type="button"
          aria-label={t('firstPage', 'First page')}
          disabled={page <= 1}
          onClick={() => onPageChange(1)}
        >
          <IconChevronsLeft size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label={t('previousPage', 'Previous page')}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <IconChevronLeft size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label={t('nextPage', 'Next page')}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <IconChevronRight size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label={t('lastPage', 'Last page')}
          disabled={page >= pages}
          onClick={() => onPageChange(pages)}
        >
          <IconChevronsRight size={18} aria-hidden="true" />
        </button>
      </Buttons>
    </Bar>
  );
}
