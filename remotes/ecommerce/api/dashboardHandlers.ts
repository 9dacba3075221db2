import { getDashboardCountries } from './getDashboardCountries';
import { getDashboardProducts } from './getDashboardProducts';
import { getDashboardSales } from './getDashboardSales';
import { getDashboardStatuses } from './getDashboardStatuses';
import { getDashboardSummary } from './getDashboardSummary';
import { listDashboardOrders } from './listDashboardOrders';

/** The e-commerce dashboard's aggregate calls (GET /api/dashboard/ecommerce/*). */
export const ecommerceDashboardHandlers = [
  getDashboardSummary,
  getDashboardSales,
  getDashboardStatuses,
  getDashboardProducts,
  getDashboardCountries,
  listDashboardOrders,
];
