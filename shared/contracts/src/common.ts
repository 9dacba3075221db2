/** Query parameters shared by the paged list endpoints. */
export interface ListQuery {
  q?: string;
  page?: number;
  itemsPerPage?: number;
  sortBy?: string;
  orderBy?: 'asc' | 'desc';
}

/** The body of a 4xx answer that is not in a spec catalogue. */
export interface ErrorBody {
  message: string;
}
