import type { RequestHandler } from 'msw';
import { login } from './auth/login';
import { listProducts } from './ecommerce/listProducts';
import { deleteProduct } from './ecommerce/deleteProduct';

/** Every handler of the mock API. */
export const handlers: RequestHandler[] = [login, listProducts, deleteProduct];
