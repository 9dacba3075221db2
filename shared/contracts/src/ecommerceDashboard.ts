import type { ListQuery } from './common';
import type { Order, OrderStatus } from './ecommerce';

// The aggregate calls of the e-commerce dashboard (GET /api/dashboard/ecommerce/*, additions): computed
// by the API from the same orders the order list reads, over the period `from`..`to` (inclusive
// `YYYY-MM-DD` days, by the day each order was placed).

export interface EcommerceDashboardQuery {
  from: string;
  to: string;
}

/** The figures of one period. */
export interface EcommercePeriodFigures {
  /** What the orders came to, US dollars. */
  revenue: number;
  orders: number;
  /** revenue / orders (0 without orders). */
  averageOrder: number;
  /** Distinct customers who ordered. */
  customers: number;
  /** Items sold (the sum of the order lines' quantities). */
  itemsSold: number;
}

/** GET /api/dashboard/ecommerce/summary: the period and the one of the same length just before. */
export interface EcommerceSummaryResponse {
  current: EcommercePeriodFigures;
  previous: EcommercePeriodFigures;
}

export interface EcommerceSalesBucket {
  from: string;
  to: string;
  revenue: number;
  orders: number;
  /** Of the revenue: what the goods came to, the tax and the shipping charged. */
  net: number;
  tax: number;
  shipping: number;
}

/**
 * GET /api/dashboard/ecommerce/sales: the period cut into days (up to 31 days), weeks (up to 182) or
 * months; `previous` is the same buckets moved back by the period's length.
 */
export interface EcommerceSalesResponse {
  unit: 'day' | 'week' | 'month';
  buckets: EcommerceSalesBucket[];
  previous: EcommerceSalesBucket[];
}

/** GET /api/dashboard/ecommerce/statuses: orders of the period by status (every status, even at 0). */
export interface EcommerceStatusesResponse {
  statuses: { status: OrderStatus; orders: number; revenue: number }[];
  total: number;
}

export interface EcommerceProductSales {
  productId: number;
  productName: string;
  productBrand: string;
  image: string;
  /** Units sold in the period. */
  qty: number;
  revenue: number;
}

/** GET /api/dashboard/ecommerce/products: best sellers of the period by units (`limit`, default 5). */
export interface EcommerceProductsResponse {
  products: EcommerceProductSales[];
  /** Distinct products sold. */
  total: number;
}

export interface EcommerceCountrySales {
  /** The shipping address's country. */
  country: string;
  /** 2-letter lowercase, or empty when the country is not one the shop knows. */
  countryCode: string;
  orders: number;
  revenue: number;
}

/** GET /api/dashboard/ecommerce/countries: orders of the period by shipping country, most revenue first. */
export interface EcommerceCountriesResponse {
  countries: EcommerceCountrySales[];
  total: number;
}

/** GET /api/dashboard/ecommerce/orders: the period's orders, newest first; paging (5 a page by default). */
export type EcommerceRecentOrdersQuery = EcommerceDashboardQuery & Pick<ListQuery, 'page' | 'itemsPerPage'>;

export interface EcommerceRecentOrdersResponse {
  orders: Order[];
  total: number;
}
