import type { KeyboardEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Checkbox, type CheckedState } from './Checkbox';

export interface MatrixItem<K extends string> {
  id: K;
  label: string;
}

/** Which boxes are ticked: row id → column id → checked (a missing entry is unticked). */
export type MatrixValue<R extends string, C extends string> = Record<R, Record<C, boolean>>;

export interface CheckboxMatrixProps<R extends string, C extends string> {
  /** The table's accessible name. */
  label: string;
  /** The heading over the row names ("Type", "Subject"). */
  rowHeader: string;
  rows: readonly MatrixItem<R>[];
  columns: readonly MatrixItem<C>[];
  value: MatrixValue<R, C>;
  onChange: (next: MatrixValue<R, C>) => void;
  /** A box's accessible name; by default column then row ("Read Invoice"). */
  cellLabel?: (row: MatrixItem<R>, column: MatrixItem<C>) => string;
  /** Adds a "select all" box to every row and one for the whole table, tri-state. */
  selectAll?: boolean;
  disabled?: boolean;
}

const Scroll = styled.div`
  overflow-x: auto;
`;

// A fixed layout: the row names take a set share and the boxes split the rest evenly, so several
// matrices stacked (one per area in the roles editor) line their columns up.
const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  th,
  td {
    padding: 0.75rem 0.5rem;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
    text-align: center;
  }
  th:first-child {
    inline-size: 40%;
    padding-inline-start: 0;
    text-align: start;
    overflow-wrap: anywhere;
  }
  thead th {
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
  }
  tbody th {
    font-weight: 400;
  }
`;

const checkedState = (ticked: number, total: number): CheckedState =>
  ticked === 0 ? false : ticked === total ? true : 'indeterminate';

/**
 * A table of checkboxes, rows × columns (notification channels per event, actions per subject), with
 * row and column headers. Every box is a tab stop; the arrow keys also move between boxes, mirrored
 * in right-to-left.
 */
export function CheckboxMatrix<R extends string, C extends string>({
  label,
  rowHeader,
  rows,
  columns,
  value,
  onChange,
  cellLabel,
  selectAll,
  disabled,
}: CheckboxMatrixProps<R, C>) {
  const { t } = useTranslation('ui');
  const rtl = useTheme().direction === 'rtl';
  const isChecked = (r: R, c: C) => value[r]?.[c] === true;
  const withRow = (next: MatrixValue<R, C>, r: R, checked: boolean) => ({
    ...next,
    [r]: Object.fromEntries(columns.map((c) => [c.id, checked])) as Record<C, boolean>,
  });
  const setCell = (r: R, c: C, checked: boolean) =>
    onChange({ ...value, [r]: { ...value[r], [c]: checked } });
  const setRow = (r: R, checked: boolean) => onChange(withRow(value, r, checked));
  const setAll = (checked: boolean) =>
    onChange(rows.reduce((next, row) => withRow(next, row.id, checked), value));

  const rowTicked = (r: R) => columns.filter((c) => isChecked(r, c.id)).length;
  const allTicked = rows.reduce((sum, row) => sum + rowTicked(row.id), 0);
  const labelOf =
    cellLabel ??
    ((row: MatrixItem<R>, column: MatrixItem<C>) =>
      t('matrixCell', { row: row.label, column: column.label }));
  const offset = selectAll ? 1 : 0;

  // Arrow keys move to the neighbouring box; the grid position is on each box as data attributes.
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const target = e.target as HTMLElement;
    const row = Number(target.dataset.matrixRow);
    const col = Number(target.dataset.matrixCol);
    if (Number.isNaN(row) || Number.isNaN(col)) return;
    const forward = rtl ? -1 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -forward],
      ArrowRight: [0, forward],
    };
    const move = moves[e.key];
    if (!move) return;
    const next = e.currentTarget.querySelector<HTMLElement>(
      `[data-matrix-row="${row + move[0]}"][data-matrix-col="${col + move[1]}"]`,
    );
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };

  return (
    <Scroll>
      <Table aria-label={label} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {selectAll && (
              <th scope="col">
                <Checkbox
                  aria-label={t('matrixSelectAll')}
                  checked={checkedState(allTicked, rows.length * columns.length)}
                  onCheckedChange={() => setAll(allTicked !== rows.length * columns.length)}
                  disabled={disabled}
                  data-matrix-row={-1}
                  data-matrix-col={0}
                />
              </th>
            )}
            {columns.map((c) => (
              <th key={c.id} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, ri) => {
            const ticked = rowTicked(row.id);
            return (
              <tr key={row.id}>
                <th scope="row">{row.label}</th>
                {selectAll && (
                  <td>
                    <Checkbox
                      aria-label={t('matrixSelectRow', { row: row.label })}
                      checked={checkedState(ticked, columns.length)}
                      onCheckedChange={() => setRow(row.id, ticked !== columns.length)}
                      disabled={disabled}
                      data-matrix-row={ri}
                      data-matrix-col={0}
                    />
                  </td>
                )}
                {columns.map((column, ci) => (
                  <td key={column.id}>
                    <Checkbox
                      aria-label={labelOf(row, column)}
                      checked={isChecked(row.id, column.id)}
                      onCheckedChange={(v) => setCell(row.id, column.id, v === true)}
                      disabled={disabled}
                      data-matrix-row={ri}
                      data-matrix-col={ci + offset}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
