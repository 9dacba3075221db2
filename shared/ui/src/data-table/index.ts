export * from './DataTable';
export * from './TablePagination';
