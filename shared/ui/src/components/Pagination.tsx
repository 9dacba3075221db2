import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { IconChevronLeft, IconChevronRight, IconChevronsLeft, IconChevronsRight } from '@tabler/icons-react';
import type { ColorName } from '../theme/theme';

export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(start: number, end: number): number[] {
  return end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * The page numbers to show: `boundaryCount` pages at each end, `siblingCount` around the current page,
 * and an ellipsis for each gap — the list keeps a constant length as the page moves.
 */
export function paginationItems(
  page: number,
  count: number,
  siblingCount = 1,
  boundaryCount = 1,
): PaginationItem[] {
  if (count < 1) return [];
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    endPages.length > 0 ? endPages[0] - 2 : count - 1,
  );
  const items: (PaginationItem | null)[] = [
    ...startPages,
    siblingsStart > boundaryCount + 2
      ? 'start-ellipsis'
      : boundaryCount + 1 < count - boundaryCount
        ? boundaryCount + 1
        : null,
    ...range(siblingsStart, siblingsEnd),
    siblingsEnd < count - boundaryCount - 1
      ? 'end-ellipsis'
      : count - boundaryCount > boundaryCount
        ? count - boundaryCount
        : null,
    ...endPages,
  ];
  return items.filter((item): item is PaginationItem => item !== null);
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $color: ColorName; $shape: 'rounded' | 'circular'; $size: 'sm' | 'md' }>`
  display: inline-grid;
  place-items: center;
  min-inline-size: ${({ $size }) => ($size === 'sm' ? '1.875rem' : '2.375rem')};
  block-size: ${({ $size }) => ($size === 'sm' ? '1.875rem' : '2.375rem')};
  padding-inline: 0.375rem;
  border: 0;
  border-radius: ${({ theme, $shape }) => ($shape === 'circular' ? `${theme.radius.pill}px` : `${theme.radius.md}px`)};
  background: ${({ theme }) => theme.palette.action.selected};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
  font-size: ${({ $size }) => ($size === 'sm' ? '0.8125rem' : '0.9375rem')};
  cursor: pointer;
  transition:
    background-color 0.15s,
    color 0.15s;
  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${({ theme, $color }) => theme.palette[$color].tonal};
    color: ${({ theme, $color }) => theme.palette[$color].text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme, $color }) => theme.palette[$color].main};
    outline-offset: 2px;
  }
  ${({ theme, $color }) => css`
    &[aria-current='page'] {
      background: ${theme.palette[$color].main};
      color: ${theme.palette[$color].contrastText};
      box-shadow: 0 2px 6px ${theme.palette[$color].tonal};
    }
  `}
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

const Ellipsis = styled.span`
  display: inline-grid;
  place-items: center;
  min-inline-size: 1.5rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export interface PaginationProps {
  /** The number of pages. */
  count: number;
  /** The current page, from 1. */
  page: number;
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one (default 1). */
  siblingCount?: number;
  /** Pages always shown at the start and the end (default 1). */
  boundaryCount?: number;
  /** First / last page buttons (default true). */
  showFirstLast?: boolean;
  /** Previous / next page buttons (default true). */
  showPrevNext?: boolean;
  color?: ColorName;
  shape?: 'rounded' | 'circular';
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** Accessible name of the navigation landmark (default "Pagination"). */
  'aria-label'?: string;
  className?: string;
}

/** Page-number navigation: the current page carries aria-current="page"; the arrows mirror in RTL. */
export function Pagination({
  count,
  page,
  onChange,
  siblingCount = 1,
  boundaryCount = 1,
  showFirstLast = true,
  showPrevNext = true,
  color = 'primary',
  shape = 'rounded',
  size = 'md',
  disabled,
  className,
  ...rest
}: PaginationProps) {
  const { t } = useTranslation('ui');
  const style = { $color: color, $shape: shape, $size: size };
  const iconSize = size === 'sm' ? 16 : 18;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= count) onChange(target);
  };
  const arrow = (key: string, label: string, icon: ReactNode, target: number, off: boolean) => (
    <li key={key}>
      <PageButton
        type="button"
        {...style}
        aria-label={label}
        disabled={disabled || off}
        onClick={() => go(target)}
      >
        {icon}
      </PageButton>
    </li>
  );
  return (
    <nav aria-label={rest['aria-label'] ?? t('pagination', 'Pagination')} className={className}>
      <List>
        {showFirstLast &&
          arrow(
            'first',
            t('firstPage', 'First page'),
            <IconChevronsLeft size={iconSize} aria-hidden="true" />,
            1,
            page <= 1,
          )}
        {showPrevNext &&
          arrow(
            'previous',
            t('previousPage', 'Previous page'),
            <IconChevronLeft size={iconSize} aria-hidden="true" />,
            page - 1,
            page <= 1,
          )}
        {paginationItems(page, count, siblingCount, boundaryCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                type="button"
                {...style}
                aria-label={t('goToPage', { page: item, defaultValue: 'Page {{page}}' })}
                aria-current={item === page ? 'page' : undefined}
                disabled={disabled}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ),
        )}
        {showPrevNext &&
          arrow(
            'next',
            t('nextPage', 'Next page'),
            <IconChevronRight size={iconSize} aria-hidden="true" />,
            page + 1,
            page >= count,
          )}
        {showFirstLast &&
          arrow(
            'last',
            t('lastPage', 'Last page'),
            <IconChevronsRight size={iconSize} aria-hidden="true" />,
            count,
            page >= count,
          )}
      </List>
    </nav>
  );
}
