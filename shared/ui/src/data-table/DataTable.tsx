import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row as TableRow,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import styled from 'styled-components';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { Skeleton } from '../components/Skeleton';
import { EmptyState, ErrorState } from '../components/EmptyState';
import { TablePagination } from './TablePagination';
import { columnIdOf } from './columnMeta';

export type { DataTableColumnMeta } from './columnMeta';

/**
 * What the table shows and whom it asks: the rows of the page, paging, sort, loading, error and
 * selection. A list controller returns an object of this shape, given whole as `state`.
 */
export interface DataTableState<Row> {
  data: Row[];
  total: number;
  page: number;
  itemsPerPage: number;
  onPageChange: (page: number) => void;
  onItemsPerPageChange: (size: number) => void;
  sortBy?: string;
  orderBy?: 'asc' | 'desc';
  onSortChange?: (sortBy: string | undefined, orderBy: 'asc' | 'desc' | undefined) => void;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  getRowId: (row: Row) => string;
}

/** How the table looks: its columns, name, empty state and whether rows can be selected. */
export interface DataTableViewProps<Row> {
  columns: ColumnDef<Row, unknown>[];
  /** Accessible name of the table. */
  label: string;
  emptyText?: string;
  emptyAction?: ReactNode;
  selectable?: boolean;
}

/** The state as props one by one, or whole as `state` (a list controller's table state). */
export type DataTableProps<Row> = DataTableViewProps<Row> &
  (DataTableState<Row> | { state: DataTableState<Row> });

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  th,
  td {
    padding: 0.75rem 1rem;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
    text-align: start;
    vertical-align: middle;
  }
  th {
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
    letter-spacing: 0.2px;
    color: ${({ theme }) => theme.palette.text.primary};
    white-space: nowrap;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.palette.action.hover};
  }
  tbody tr[aria-selected='true'] {
    background: ${({ theme }) => theme.palette.primary.tonal};
  }
  input[type='checkbox'] {
    inline-size: 1.1rem;
    block-size: 1.1rem;
    accent-color: ${({ theme }) => theme.palette.primary.main};
    cursor: pointer;
  }
`;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-transform: inherit;
  letter-spacing: inherit;
  cursor: pointer;
`;

interface DataRowProps<Row> {
  row: TableRow<Row>;
  selected: boolean;
  selectable: boolean;
  /** Not drawn from, only compared: the cells are drawn again when the columns change. */
  columns: ColumnDef<Row, unknown>[];
}

function DataRowView<Row>({ row, selected, selectable }: DataRowProps<Row>) {
  return (
    <tr aria-selected={selectable ? selected : undefined}>
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <td key={cell.id} style={{ textAlign: meta?.align }}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * A body row, drawn again only when its item, its place, its selection or the columns change. A new
 * sort or page keeps the rows on screen, marked busy, until the new ones arrive: the table is drawn
 * again for its header and busy state, and its rows — most of its work — need not be.
 */
const DataRow = memo(
  DataRowView,
  (a, b) =>
    a.row.original === b.row.original &&
    a.row.id === b.row.id &&
    a.row.index === b.row.index &&
    a.selected === b.selected &&
    a.selectable === b.selectable &&
    a.columns === b.columns,
) as typeof DataRowView;

/** A server-side data table: the API pages and sorts, the table shows, selects and asks. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation('ui');
  const { columns, selectable } = props;
  const state: DataTableState<Row> = 'state' in props ? props.state : props;
  const { data, loading, error, selectedIds, getRowId, sortBy, orderBy, onSortChange } = state;

  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries((selectedIds ?? []).map((id) => [id, true])),
    [selectedIds],
  );

  const allColumns = useMemo<ColumnDef<Row, unknown>[]>(() => {
    if (!selectable) return columns;
    const select: ColumnDef<Row, unknown> = {
      id: '__select',
      header: ({ table }) => (
        <input
          type="checkbox"
          aria-label={t('selectAll', 'Select all rows')}
          checked={table.getIsAllRowsSelected()}
          ref={(el) => {
            if (el) el.indeterminate = table.getIsSomeRowsSelected();
          }}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          aria-label={t('selectRow', 'Select row')}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
      meta: { width: '3rem' },
    };
    return [select, ...columns];
  }, [columns, selectable, t]);

  // The URL's sortBy names the API's key; TanStack's sorting state names the column that has it.
  const sorting = useMemo<SortingState>(() => {
    const column = sortBy ? allColumns.find((c) => c.meta?.sortKey === sortBy) : undefined;
    const id = column && columnIdOf(column);
    return id ? [{ id, desc: orderBy === 'desc' }] : [];
  }, [allColumns, sortBy, orderBy]);

  const table = useReactTable({
    data,
    columns: allColumns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    // The API sorts, one column at a time: ascending first, then descending, then unsorted.
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    enableRowSelection: !!selectable,
    getRowId: (row) => getRowId(row),
    state: { rowSelection, sorting },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      state.onSelectionChange?.(Object.keys(next).filter((k) => next[k]));
    },
    onSortingChange: (updater) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      const key = next ? table.getColumn(next.id)?.columnDef.meta?.sortKey : undefined;
      onSortChange?.(key, key ? (next.desc ? 'desc' : 'asc') : undefined);
    },
  });

  const colCount = allColumns.length;
  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <td colSpan={colCount}>
          <ErrorState message={error} onRetry={state.onRetry} />
        </td>
      </tr>
    );
  } else if (loading && !data.length) {
    body = Array.from({ length: Math.min(state.itemsPerPage, 10) }, (_, i) => (
      <tr key={`skeleton-${i}`} aria-hidden="true">
        {allColumns.map((c, j) => (
          <td key={`${c.id ?? j}`}>
            <Skeleton $height="1.1rem" />
          </td>
        ))}
      </tr>
    ));
  } else if (!data.length) {
    body = (
      <tr>
        <td colSpan={colCount}>
          <EmptyState title={props.emptyText} action={props.emptyAction} />
        </td>
      </tr>
    );
  } else {
    body = table
      .getRowModel()
      .rows.map((row) => (
        <DataRow
          key={row.id}
          row={row}
          selected={row.getIsSelected()}
          selectable={!!selectable}
          columns={allColumns}
        />
      ));
  }

  return (
    <div aria-busy={loading || undefined}>
      <Scroll>
        <Table aria-label={props.label}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const key = meta?.sortKey;
                  const sorted = header.column.getIsSorted();
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      style={{ width: meta?.width, textAlign: meta?.align }}
                      aria-sort={
                        sorted === 'desc'
                          ? 'descending'
                          : sorted === 'asc'
                            ? 'ascending'
                            : key
                              ? 'none'
                              : undefined
                      }
                    >
                      {key && onSortChange ? (
                        <SortButton type="button" onClick={() => header.column.toggleSorting()}>
                          {content}
                          {sorted ? (
                            sorted === 'desc' ? (
                              <IconArrowDown size={16} aria-hidden="true" />
                            ) : (
                              <IconArrowUp size={16} aria-hidden="true" />
                            )
                          ) : (
                            <IconArrowsSort size={16} aria-hidden="true" style={{ opacity: 0.4 }} />
                          )}
                        </SortButton>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </Table>
      </Scroll>
      <TablePagination
        page={state.page}
        itemsPerPage={state.itemsPerPage}
        total={state.total}
        onPageChange={state.onPageChange}
        onItemsPerPageChange={state.onItemsPerPageChange}
      />
    </div>
  );
}
