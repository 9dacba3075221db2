import type { Product, ProductDetail, ProductDetails, ProductSave } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { jsonError } from '@atrium/mocks/lib/responses';

/** A product as stored: the list's columns, and what its form edits once it has been saved by one. */
export type StoredProduct = Product & Partial<ProductDetails>;

/** What a product's form shows for a product that never had it saved (the sample products). */
const NO_DETAILS: ProductDetails = {
  description: '',
  barcode: '',
  tags: [],
  variants: [],
  collection: '',
  discountedPrice: null,
  chargeTax: true,
  shipping: 'seller',
  delivery: 'worldwide',
  attributes: [],
};

/** The product with every field its form edits. */
export const productDetailOf = (product: StoredProduct): ProductDetail => ({ ...NO_DETAILS, ...product });

/** The stored product of an id, with its index, or a 404 to answer. */
export function findProduct(id: number): { product: StoredProduct; index: number } | { error: Response } {
  const index = db.products.findIndex((p) => p.id === id);
  if (index === -1) return { error: jsonError(404, 'Product not found') };
  return { product: db.products[index], index };
}

/** The stored product a valid form body makes (`id`: the product's); money as the lists show it. */
export function productFrom(id: number, body: ProductSave, image: string): StoredProduct {
  return {
    id,
    productName: body.productName,
    productBrand: body.productBrand,
    category: body.category,
    status: body.status,
    sku: body.sku,
    price: `$${body.price.toFixed(2)}`,
    qty: body.qty,
    stock: body.stock,
    image,
    description: body.description ?? '',
    barcode: body.barcode ?? '',
    tags: body.tags ?? [],
    variants: body.variants ?? [],
    collection: body.collection ?? '',
    discountedPrice: body.discountedPrice ?? null,
    chargeTax: body.chargeTax ?? NO_DETAILS.chargeTax,
    shipping: body.shipping ?? NO_DETAILS.shipping,
    delivery: body.delivery ?? NO_DETAILS.delivery,
    attributes: body.attributes ?? [],
  };
}
