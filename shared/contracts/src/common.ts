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

/**
 * Upper bounds on request bodies: a client (or anyone) cannot make the API store, or spend time on,
 * arbitrarily large values.
 */
export const LIMITS = {
  /** Names, titles, short labels. */
  name: 120,
  /** The longest address RFC 5321 lets through. */
  email: 254,
  password: 128,
  /** Free text: messages, descriptions, notes. */
  text: 20_000,
  url: 2048,
  /** Lists of ids in one request. */
  ids: 1000,
  /** Other lists (recipients, tags, guests, rates…). */
  list: 100,
  /** Prices and amounts of money. */
  money: 1_000_000,
  /** Quantities. */
  quantity: 1_000_000,
} as const;

/**
 * The currencies the store sells in and invoices are written in (one list, so that an invoice can
 * always be made out in the store's currency).
 */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'AED', 'SAR', 'AUD', 'JPY'] as const;
export type Currency = (typeof CURRENCIES)[number];
