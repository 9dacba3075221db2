import { buildAccounts } from './data/accounts';
import { buildProducts } from './data/products';
import { buildInvoices } from './data/invoices';
import { buildUsers } from './data/users';

function initialData() {
  return {
    accounts: buildAccounts(),
    products: buildProducts(),
    invoices: buildInvoices(),
    users: buildUsers(),
  };
}

/** The in-memory data every handler reads and changes; lives as long as the page (or the server). */
export const db = initialData();

/** Restores the initial sample data (tests call it before each case). */
export function resetMockDb(): void {
  Object.assign(db, initialData());
}
