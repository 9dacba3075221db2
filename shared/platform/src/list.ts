// `@atrium/platform/list`: the headless list controller every list page uses (URL state, debounced
// search, the query, selection, delete with Undo, CSV export), on its own shared entry like the query
// client, so pages without a server list do not download it.
export * from './list/listTiming';
export * from './list/csv';
export * from './list/useDebouncedSearch';
export * from './list/useListController';
