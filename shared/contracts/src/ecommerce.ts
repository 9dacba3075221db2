import type { ListQuery } from './common';

export const PRODUCT_CATEGORIES = ['Electronics', 'Accessories', 'Shoes', 'Office', 'Home Decor', 'Games'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_STATUSES = ['Inactive', 'Published', 'Scheduled'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export interface Product {
  id: number;
  productName: string;
  category: ProductCategory;
  stock: boolean;
  sku: number;
  /** Text with a currency sign, e.g. "$999.00". */
  price: string;
  qty: number;
  status: ProductStatus;
  image: string;
  productBrand: string;
}

export const PRODUCT_SORT_KEYS = ['product', 'category', 'status', 'price', 'qty', 'sku'] as const;

export interface ProductListQuery extends ListQuery {
  stock?: boolean;
  category?: string;
  status?: string;
}

export interface ProductListResponse {
  products: Product[];
  total: number;
}
