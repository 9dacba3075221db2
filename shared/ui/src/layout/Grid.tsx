import styled, { css } from 'styled-components';
import type { AtriumTheme } from '../theme/theme';
import { space, type Space } from './spacing';

type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

/** How many columns from each breakpoint up; `base` below the smallest one given. */
export type ColumnCounts = { base?: number } & Partial<Record<Breakpoint, number>>;

export interface GridProps {
  /**
   * Responsive columns: as many as fit, each at least this wide (a CSS length), sharing the rest.
   * A column never gets wider than the grid, so a narrow screen shows one full-width column.
   */
  $min?: string;
  /** With `$min`: keep empty tracks (`auto-fill`) so a lone item keeps the column width. */
  $fill?: boolean;
  /** Fixed column counts per breakpoint instead (`{ base: 1, md: 2, lg: 4 }`). */
  $columns?: ColumnCounts;
  /** Space between cells (default 1.5rem). */
  $gap?: Space;
}

const BREAKPOINT_ORDER: Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

const tracks = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

function fixedColumns(columns: ColumnCounts, theme: AtriumTheme) {
  return css`
    grid-template-columns: ${tracks(columns.base ?? 1)};
    ${BREAKPOINT_ORDER.filter((bp) => columns[bp] !== undefined).map(
      (bp) => css`
        @media (min-width: ${theme.breakpoints[bp]}px) {
          grid-template-columns: ${tracks(columns[bp] ?? 1)};
        }
      `,
    )}
  `;
}

/**
 * The auto-fit column rule on its own, for a grid that must stay another element (a list, a form,
 * a radio group): as many columns of at least `min` as fit, never wider than the grid.
 */
export function autoColumns(min: string, { fill = false }: { fill?: boolean } = {}) {
  return `grid-template-columns: repeat(${fill ? 'auto-fill' : 'auto-fit'}, minmax(min(100%, ${min}), 1fr));`;
}

/** A grid of equal columns: responsive auto-fit ones (`$min`) or fixed counts per breakpoint (`$columns`). */
export const Grid = styled.div<GridProps>`
  display: grid;
  gap: ${({ $gap = 1.5 }) => space($gap)};
  ${({ $min, $fill, $columns, theme }) =>
    $columns ? fixedColumns($columns, theme) : autoColumns($min ?? '14rem', { fill: $fill })}
`;
