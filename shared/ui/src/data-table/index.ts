export * from './DataTable';
export * from './TablePagination';
export * from './ListSearchField';
