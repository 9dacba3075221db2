import { z } from 'zod';
import {
  PRODUCT_ATTRIBUTES,
  PRODUCT_DELIVERY,
  PRODUCT_SHIPPING,
  PRODUCT_STATUSES,
  PRODUCT_VARIANT_OPTIONS,
  type ProductDetail,
  type ProductSave,
} from '@atrium/contracts';

// Messages are translation keys of the ecommerce area, translated by the forms toolkit's resolver.

/** A number typed in a text field: empty is "missing", anything else must parse. */
const numberField = () =>
  z
    .string()
    .trim()
    .min(1, 'forms.required')
    .refine((v) => v === '' || Number.isFinite(Number(v)), 'forms.number');

export const productFormSchema = z
  .object({
    productName: z.string().trim().min(1, 'forms.required').max(120, 'addProduct.errors.nameTooLong'),
    sku: numberField().refine((v) => /^\d+$/.test(v) && Number(v) > 0, 'forms.wholeNumber'),
    barcode: z.string().trim().optional(),
    description: z.string(),
    variants: z.array(
      z.object({
        option: z.enum(PRODUCT_VARIANT_OPTIONS),
        value: z.string().trim().min(1, 'forms.required'),
      }),
    ),
    qty: numberField().refine((v) => /^\d+$/.test(v), 'forms.wholeNumber'),
    shipping: z.enum(PRODUCT_SHIPPING),
    delivery: z.enum(PRODUCT_DELIVERY),
    attributes: z.array(z.enum(PRODUCT_ATTRIBUTES)),
    price: numberField().refine((v) => Number(v) > 0, 'forms.positive'),
    discountedPrice: z
      .string()
      .trim()
      .refine((v) => v === '' || (Number.isFinite(Number(v)) && Number(v) >= 0), 'forms.notNegative'),
    chargeTax: z.boolean(),
    stock: z.boolean(),
    productBrand: z.string().trim().min(1, 'forms.required'),
    // A built-in or an added category (the server refuses one that no longer exists, at the field).
    // Aborting, as the enum it was: the price refinement below waits for the fields to be valid.
    category: z.string().min(1, { error: 'forms.required', abort: true }),
    collection: z.string(),
    status: z.enum(PRODUCT_STATUSES, 'forms.required'),
    tags: z.string(),
    // Where the API serves the picture ('' for none): uploaded as soon as it is chosen.
    image: z.string(),
  })
  .refine((v) => v.discountedPrice === '' || Number(v.discountedPrice) < Number(v.price), {
    path: ['discountedPrice'],
    message: 'addProduct.errors.discountBelowPrice',
  });

export type ProductFormValues = z.input<typeof productFormSchema>;

/** The API's fields that the form shows an error at; the rest (e.g. `stock`) above the form. */
export const PRODUCT_FIELDS = [
  'productName',
  'productBrand',
  'category',
  'status',
  'sku',
  'price',
  'qty',
  'image',
] as const;

export const emptyProductForm: ProductFormValues = {
  productName: '',
  sku: '',
  barcode: '',
  description: '',
  variants: [],
  qty: '',
  shipping: 'seller',
  delivery: 'worldwide',
  attributes: [],
  price: '',
  discountedPrice: '',
  chargeTax: true,
  stock: true,
  productBrand: '',
  category: '',
  collection: '',
  status: 'Published',
  tags: '',
  image: '',
};

/** The form's values for a product as the API answers it (to edit it). */
export function productFormValuesOf(p: ProductDetail): ProductFormValues {
  return {
    productName: p.productName,
    sku: String(p.sku),
    barcode: p.barcode,
    description: p.description,
    variants: p.variants.map((v) => ({ ...v })),
    qty: String(p.qty),
    shipping: p.shipping,
    delivery: p.delivery,
    attributes: [...p.attributes],
    price: p.price.replace(/[^0-9.]/g, ''),
    discountedPrice: p.discountedPrice === null ? '' : String(p.discountedPrice),
    chargeTax: p.chargeTax,
    stock: p.stock,
    productBrand: p.productBrand,
    category: p.category,
    collection: p.collection,
    status: p.status,
    tags: p.tags.join(', '),
    image: p.image,
  };
}

/** The API body of a valid form: every field it has. */
export function toProductSave(v: ProductFormValues): ProductSave {
  return {
    productName: v.productName.trim(),
    productBrand: v.productBrand.trim(),
    category: v.category,
    status: v.status,
    sku: Number(v.sku),
    price: Number(v.price),
    discountedPrice: v.discountedPrice ? Number(v.discountedPrice) : undefined,
    qty: Number(v.qty),
    stock: v.stock && Number(v.qty) > 0,
    barcode: v.barcode || undefined,
    description: v.description || undefined,
    tags: v.tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    variants: v.variants.map((variant) => ({ option: variant.option, value: variant.value.trim() })),
    collection: v.collection.trim(),
    chargeTax: v.chargeTax,
    shipping: v.shipping,
    delivery: v.delivery,
    attributes: v.attributes,
    image: v.image,
  };
}
