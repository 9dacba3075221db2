import type { ColumnDef, ColumnMeta, RowData } from '@tanstack/react-table';

// What a column tells the data table, typed on every ColumnDef of the program: the API's sort key,
// the alignment and the width of its cells.
declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The API's sortBy key for this column; the column is sortable when set. */
    sortKey?: string;
    align?: 'start' | 'end' | 'center';
    width?: string;
  }
}

export type DataTableColumnMeta = ColumnMeta<RowData, unknown>;

/** The id TanStack Table gives a column: its id, else its accessor key (dots as underscores). */
export function columnIdOf<Row>(column: ColumnDef<Row, unknown>): string | undefined {
  if (column.id) return column.id;
  const key = 'accessorKey' in column ? column.accessorKey : undefined;
  return typeof key === 'string' ? key.replaceAll('.', '_') : undefined;
}
