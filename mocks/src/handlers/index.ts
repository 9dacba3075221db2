import type { RequestHandler } from 'msw';
import { login } from './auth/login';
import { listProducts } from './ecommerce/listProducts';
import { deleteProduct } from './ecommerce/deleteProduct';
import { listInvoices } from './invoice/listInvoices';
import { listInvoiceClients } from './invoice/listInvoiceClients';
import { getInvoice } from './invoice/getInvoice';
import { deleteInvoice } from './invoice/deleteInvoice';
import { createInvoice, updateInvoice } from './invoice/saveInvoice';
import { listUsers } from './users/listUsers';
import { getUser } from './users/getUser';
import { deleteUser } from './users/deleteUser';
import { createUser, updateUser } from './users/saveUser';

/** Every handler of the mock API. */
export const handlers: RequestHandler[] = [login, listProducts, deleteProduct,
  listInvoiceClients, listInvoices, getInvoice, deleteInvoice, createInvoice, updateInvoice,
  listUsers, getUser, deleteUser, createUser, updateUser,
];
