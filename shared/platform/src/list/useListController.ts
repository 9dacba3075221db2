import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hashKey,
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../api/apiClient';
import { useListState, type ListState } from '../query/listState';
import { listParams, type ListParams } from '../query/listParams';
import { downloadCsv, toCsv, type CsvColumn } from './csv';
import { useDebouncedSearch } from './useDebouncedSearch';
import { useUndoableDelete } from './useUndoableDelete';

export type { ListParams } from '../query/listParams';

/** The query of a list for some parameters: a feature's `queryOptions(...)`. */
export type ListQueryOptions<TData, TKey extends QueryKey = QueryKey> = UseQueryOptions<
  TData,
  Error,
  TData,
  TKey
>;

export interface ListControllerOptions<
  TData,
  Row,
  F extends string = never,
  TKey extends QueryKey = QueryKey,
> {
  /** The URL parameters that filter this list; others in the URL are not sent. */
  filters?: readonly F[];
  /** The query for the given parameters. */
  query: (params: ListParams<F>) => ListQueryOptions<TData, TKey>;
  /** The rows and the total of an answer. A list the browser sorts and pages does it here, from params. */
  select: (data: TData, params: ListParams<F>) => { rows: Row[]; total: number };
  getRowId: (row: Row) => string | number;
  /** Page size when the URL has none. */
  itemsPerPage?: number;
  /** Deletes one row on the server; without it the list deletes nothing. */
  remove?: (row: Row) => Promise<unknown>;
  /**
   * `undoable` (default): the rows disappear, a toast offers Undo for UNDO_WINDOW_MS, then the calls
   * are sent. `immediate`: the calls are sent on confirmation and the dialog stays open if they fail.
   */
  deleteMode?: 'undoable' | 'immediate';
  /** The query key refreshed after a deletion (the feature's root key: lists and details). */
  invalidates?: QueryKey;
  messages?: {
    /** The toast after deleting these rows (default: "N items deleted"). */
    deleted?: (rows: Row[]) => string;
    /** The toast when a deletion failed (default: "Could not delete"). */
    deleteFailed?: string;
  };
  /** CSV export of every row of the current search and filters. */
  csv?: { filename: string; columns: readonly CsvColumn<Row>[] };
}

/** The data table's state, shaped for the design system's DataTable `state` prop. */
export interface ListTableState<Row> {
  data: Row[];
  total: number;
  page: number;
  itemsPerPage: number;
  onPageChange: (page: number) => void;
  onItemsPerPageChange: (size: number) => void;
  sortBy?: string;
  orderBy?: 'asc' | 'desc';
  onSortChange: (sortBy: string | undefined, orderBy: 'asc' | 'desc' | undefined) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  selectedIds: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  getRowId: (row: Row) => string;
}

const NO_FILTERS: readonly never[] = [];
const NO_IDS: readonly string[] = [];

/** The message of a failed call, if it has one. */
export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : String(error);
}

/** What the API said when it refused; anything else (the network) gets the fallback. */
const apiMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.message) || fallback;

/**
 * A server list, headless: URL state (search, filters, sort, page, page size), a debounced search,
 * the query, one loading rule, error and retry, row selection (reset when the query changes),
 * deleting one row or the selection after confirmation (with Undo by default) and CSV export.
 * `table` goes whole to the DataTable; `search` to the list's search field; `deleteDialog` to a
 * ConfirmDialog.
 */
export function useListController<TData, Row, F extends string = never, TKey extends QueryKey = QueryKey>(
  options: ListControllerOptions<TData, Row, F, TKey>,
) {
  const { t } = useTranslation('ui');
  const client = useQueryClient();
  const filterNames = options.filters ?? NO_FILTERS;
  // The next page, sort, search or filter starts loading as it is chosen, while the page re-renders
  // with the new URL (a tenth of a second on a slow machine), not after: the query below then joins
  // the request already on its way.
  const latestOptions = useRef(options);
  latestOptions.current = options;
  const prefetch = useCallback(
    (next: ListState) => {
      const { query, filters } = latestOptions.current;
      void client.prefetchQuery(query(listParams(next, filters ?? NO_FILTERS)));
    },
    [client],
  );
  const list = useListState({ itemsPerPage: options.itemsPerPage, onChange: prefetch });
  const { update } = list;

  const params = useMemo(
    () => listParams(list, filterNames),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.q, list.page, list.itemsPerPage, list.sortBy, list.orderBy, list.filters, filterNames],
  );
  const paramsKey = JSON.stringify(params);

  const commitSearch = useCallback((q: string) => update({ q }), [update]);
  const search = useDebouncedSearch(list.q, commitSearch);

  // Another page, search or filter keeps the rows on screen (marked busy) until the new ones arrive.
  const shownQuery = options.query(params);
  const query = useQuery({ ...shownQuery, placeholderData: keepPreviousData });
  const loading = query.isPending || query.isPlaceholderData;
  // The rows asked for as the change was made often arrive while the page is still re-rendering with
  // the new URL, after this list has drawn the previous rows as placeholders: they are drawn before
  // the browser paints, rather than after a paint of the placeholders and the query's own update.
  const [, drawArrivedRows] = useReducer((count: number) => count + 1, 0);
  const shownKey = hashKey(shownQuery.queryKey);
  useLayoutEffect(() => {
    if (query.isPlaceholderData && client.getQueryCache().get(shownKey)?.state.data !== undefined)
      drawArrivedRows();
  }, [query.isPlaceholderData, shownKey, client]);
  const retry = useCallback(() => void query.refetch(), [query]);

  const getRowId = useCallback((row: Row) => String(options.getRowId(row)), [options]);
  const invalidate = useCallback(
    () => (options.invalidates ? client.invalidateQueries({ queryKey: options.invalidates }) : undefined),
    [client, options.invalidates],
  );
  const deleteFailed = options.messages?.deleteFailed ?? t('deleteFailed', 'Could not delete');
  const deletion = useUndoableDelete(getRowId, {
    remove: options.remove ?? (() => Promise.resolve()),
    undoLabel: t('undo', 'Undo'),
    onCommitted: async (failed) => {
      if (failed.length) toast.error(deleteFailed);
      await invalidate();
    },
  });

  const selected = useMemo(() => {
    if (query.data === undefined) return { rows: [] as Row[], total: 0 };
    const { rows, total } = options.select(query.data, params);
    const shown = rows.filter((row) => !deletion.isHidden(row));
    return { rows: shown, total: Math.max(0, total - (rows.length - shown.length)) };
  }, [query.data, params, options, deletion]);
  const { rows, total } = selected;

  // Once the page shown has its rows and the browser is idle, the next page is fetched, so paging
  // forward shows its rows at once. One page ahead, never more; not for a list the browser pages
  // itself (the next page is the same query), nor where the browser cannot tell it is idle.
  const settled = query.isSuccess && !query.isPlaceholderData && !query.isFetching;
  const hasNextPage = list.itemsPerPage > 0 && list.page * list.itemsPerPage < total;
  useEffect(() => {
    if (!settled || !hasNextPage || typeof requestIdleCallback !== 'function') return undefined;
    const { query: nextQuery, filters } = latestOptions.current;
    const next = nextQuery(listParams({ ...list, page: list.page + 1 }, filters ?? NO_FILTERS));
    if (hashKey(next.queryKey) === shownKey) return undefined;
    const idle = requestIdleCallback(() => void client.prefetchQuery(next));
    return () => cancelIdleCallback(idle);
    // `list` is a new object on every render; paramsKey says when the state shown is another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, hasNextPage, shownKey, paramsKey, client]);

  // A selection belongs to the query it was made in: another page, search or filter starts afresh.
  const [selection, setSelection] = useState<{ key: string; ids: readonly string[] }>({
    key: paramsKey,
    ids: NO_IDS,
  });
  if (selection.key !== paramsKey) setSelection({ key: paramsKey, ids: NO_IDS });
  const selectedIds = selection.key === paramsKey ? selection.ids : NO_IDS;
  const setSelectedIds = useCallback(
    (ids: readonly string[]) => setSelection({ key: paramsKey, ids }),
    [paramsKey],
  );
  const selectedRows = useMemo(
    () => rows.filter((row) => selectedIds.includes(getRowId(row))),
    [rows, selectedIds, getRowId],
  );

  const [confirming, setConfirming] = useState<Row[]>([]);
  const askDelete = useCallback((target: Row | Row[]) => {
    setConfirming(Array.isArray(target) ? target : [target]);
  }, []);
  const deletedMessage = (deleted: Row[]) =>
    options.messages?.deleted?.(deleted) ??
    t('deletedCount', { count: deleted.length, defaultValue: '{{count}} items deleted' });

  const confirmDelete = async () => {
    const targets = confirming;
    if (!targets.length || !options.remove) return;
    if (options.deleteMode === 'immediate') {
      try {
        await Promise.all(targets.map((row) => options.remove!(row)));
      } catch (e) {
        toast.error(apiMessage(e, deleteFailed));
        await invalidate();
        return;
      }
      await invalidate();
      toast.success(deletedMessage(targets));
    } else {
      deletion.schedule(targets, deletedMessage(targets));
    }
    const gone = new Set(targets.map(getRowId));
    setSelectedIds(selectedIds.filter((id) => !gone.has(id)));
    setConfirming([]);
  };

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (!options.csv) return;
    const { filename, columns } = options.csv;
    setExporting(true);
    try {
      const everything = { ...params, page: 1, itemsPerPage: -1 };
      const { queryKey, queryFn } = options.query(everything);
      const data = await client.fetchQuery({ queryKey, queryFn });
      downloadCsv(filename, toCsv(options.select(data, everything).rows, columns));
    } catch (e) {
      toast.error(apiMessage(e, t('exportFailed', 'The export failed')));
    } finally {
      setExporting(false);
    }
  };

  const setPage = useCallback((page: number) => update({ page }), [update]);
  const setItemsPerPage = useCallback((itemsPerPage: number) => update({ itemsPerPage }), [update]);
  const setSort = useCallback(
    (sortBy: string | undefined, orderBy: 'asc' | 'desc' | undefined) => update({ sortBy, orderBy }),
    [update],
  );
  const setFilters = useCallback(
    (changes: Partial<Record<F, string | undefined>>) => update(changes),
    [update],
  );

  const error = query.error ? errorMessage(query.error) || t('loadFailed', 'Could not load the data') : null;
  const table: ListTableState<Row> = {
    data: rows,
    total,
    page: list.page,
    itemsPerPage: list.itemsPerPage,
    onPageChange: setPage,
    onItemsPerPageChange: setItemsPerPage,
    sortBy: list.sortBy,
    orderBy: list.orderBy,
    onSortChange: setSort,
    loading,
    error,
    onRetry: retry,
    selectedIds,
    onSelectionChange: setSelectedIds,
    getRowId,
  };

  return {
    /** The URL state: q, page, itemsPerPage, sortBy, orderBy and every filter in the URL. */
    ...list,
    params,
    setFilters,
    setPage,
    setItemsPerPage,
    setSort,
    search,
    rows,
    total,
    pageCount: Math.max(1, Math.ceil(total / list.itemsPerPage)),
    loading,
    error,
    retry,
    selectedIds,
    selectedRows,
    setSelectedIds,
    askDelete,
    /** The rows waiting for confirmation (for the dialog's title). */
    confirming,
    deleteDialog: {
      open: confirming.length > 0,
      onOpenChange: (open: boolean) => {
        if (!open) setConfirming([]);
      },
      onConfirm: confirmDelete,
    },
    exportCsv,
    exporting,
    table,
  };
}

/** A list controller of these rows, for components that take one (a filter bar, a table). */
export type ListController<Row, F extends string = string> = ReturnType<
  typeof useListController<unknown, Row, F>
>;
