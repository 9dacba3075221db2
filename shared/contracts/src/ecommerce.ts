import { z } from 'zod';
import type { ListQuery } from './common';

export const PRODUCT_CATEGORIES = [
  'Electronics',
  'Accessories',
  'Shoes',
  'Office',
  'Home Decor',
  'Games',
] as const;
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

/** The body of POST /api/apps/ecommerce/products (addition): a product the back office adds. */
export const productCreateSchema = z.object({
  productName: z
    .string('Product name is required')
    .trim()
    .min(1, 'Product name is required')
    .max(120, 'Keep the name under 120 characters'),
  productBrand: z.string('Vendor is required').trim().min(1, 'Vendor is required'),
  category: z.enum(PRODUCT_CATEGORIES, 'Choose a category'),
  status: z.enum(PRODUCT_STATUSES, 'Choose a status'),
  sku: z.number('SKU must be a number').int('SKU must be a whole number').min(1, 'SKU must be positive'),
  /** Base price; stored as money text ("$12.50"). */
  price: z.number('Price must be a number').positive('Price must be more than 0'),
  discountedPrice: z.number('Discounted price must be a number').nonnegative().optional(),
  qty: z
    .number('Quantity must be a number')
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative'),
  stock: z.boolean('In stock must be true or false'),
  image: z.string().default(''),
  barcode: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
});
export type ProductCreate = z.input<typeof productCreateSchema>;

// ---------------------------------------------------------------------------------------------
// Orders

export const ORDER_STATUSES = ['Delivered', 'Ready to Pickup', 'Out for Delivery', 'Dispatched'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Payment codes: 1 paid, 2 pending, 3 refunded, 4 failed. */
export const ORDER_PAYMENTS = [1, 2, 3, 4] as const;
export type OrderPayment = (typeof ORDER_PAYMENTS)[number];
export type OrderMethod = 'paypalLogo' | 'mastercard';

export interface Order {
  id: number;
  order: number;
  customer: string;
  email: string;
  /** Image URL, or empty (show initials). */
  avatar: string;
  payment: OrderPayment;
  status: OrderStatus;
  spent: number;
  method: OrderMethod;
  /** month/day/year, e.g. "5/31/2026". */
  date: string;
  /** 12-hour clock text, e.g. "2:45 PM". */
  time: string;
  methodNumber: number;
}

export const ORDER_SORT_KEYS = ['order', 'customers', 'date', 'status', 'spent'] as const;

export type OrderListQuery = ListQuery;

export interface OrderListResponse {
  orders: Order[];
  total: number;
}

export interface Address {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

export const addressSchema = z.object({
  line1: z.string().trim().min(1, 'Address is required'),
  line2: z.string().optional(),
  city: z.string().trim().min(1, 'City is required'),
  state: z.string().trim().min(1, 'State is required'),
  postcode: z.string().trim().min(1, 'Postcode is required'),
  country: z.string().trim().min(1, 'Country is required'),
});

export interface OrderItem {
  productId: number;
  productName: string;
  productBrand: string;
  image: string;
  price: number;
  qty: number;
}

export interface OrderActivity {
  /** Translation-free key of the step: placed, dispatched, outForDelivery, readyToPickup, delivered. */
  step: 'placed' | 'dispatched' | 'outForDelivery' | 'readyToPickup' | 'delivered';
  /** ISO date-time. */
  at: string;
}

/** GET /api/apps/ecommerce/orders/{id} (addition): the order with items, totals, addresses and activity. */
export interface OrderDetailResponse {
  order: Order;
  items: OrderItem[];
  totals: { subtotal: number; discount: number; tax: number; shipping: number; total: number };
  customerId: number | null;
  contact: string;
  shippingAddress: Address;
  billingAddress: Address;
  activity: OrderActivity[];
}

// ---------------------------------------------------------------------------------------------
// Customers

export const CUSTOMER_COUNTRIES = [
  'Australia',
  'United States',
  'France',
  'China',
  'Brazil',
  'India',
] as const;
export type CustomerCountry = (typeof CUSTOMER_COUNTRIES)[number];

export interface Customer {
  id: number;
  customer: string;
  /** 6-digit number. */
  customerId: number;
  email: string;
  country: CustomerCountry;
  countryFlag: string;
  /** 2-letter lowercase. */
  countryCode: string;
  order: number;
  totalSpent: number;
  avatar: string;
}

/** GET /api/apps/ecommerce/customers/{customerId}: the customer plus status and contact. */
export interface CustomerDetail extends Customer {
  status: 'Active';
  contact: string;
}

/** The body of POST /api/apps/ecommerce/customers (addition): a customer added from the list's drawer. */
export const customerCreateSchema = z.object({
  customer: z.string('Name is required').trim().min(1, 'Name is required'),
  email: z.email('Enter a valid email'),
  country: z.enum(CUSTOMER_COUNTRIES, 'Choose a country'),
  avatar: z.string().default(''),
});
export type CustomerCreate = z.input<typeof customerCreateSchema>;

export const CUSTOMER_SORT_KEYS = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const;

export type CustomerListQuery = ListQuery;

export interface CustomerListResponse {
  customers: Customer[];
  total: number;
}

// ---------------------------------------------------------------------------------------------
// Reviews

export const REVIEW_STATUSES = ['Published', 'Pending'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export interface Review {
  id: number;
  product: string;
  companyName: string;
  productImage: string;
  reviewer: string;
  email: string;
  avatar: string;
  /** ISO date (yyyy-mm-dd). */
  date: string;
  status: ReviewStatus;
  /** Rating 1 to 5. */
  review: number;
  head: string;
  para: string;
}

export const REVIEW_SORT_KEYS = ['product', 'reviewer', 'date', 'status'] as const;

export interface ReviewListQuery extends ListQuery {
  /** Published, Pending, or All (no filter). */
  status?: string;
}

export interface ReviewListResponse {
  reviews: Review[];
  total: number;
}

/** The body of PATCH /api/apps/ecommerce/reviews/{id} (addition): publish or unpublish. */
export const reviewStatusSchema = z.object({
  status: z.enum(REVIEW_STATUSES, 'Status must be Published or Pending'),
});
export type ReviewStatusChange = z.infer<typeof reviewStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Referrals

export const REFERRAL_STATUSES = ['Unpaid', 'Paid', 'Rejected'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export interface Referral {
  id: number;
  user: string;
  email: string;
  avatar: string;
  referredId: number;
  status: ReferralStatus;
  /** Text with a currency prefix, e.g. "$4,356". */
  value: string;
  /** Text with a currency prefix, e.g. "$287". */
  earning: string;
}

export const REFERRAL_SORT_KEYS = ['users', 'referred-id', 'earning', 'value', 'status'] as const;

export type ReferralListQuery = Omit<ListQuery, 'q'>;

export interface ReferralListResponse {
  referrals: Referral[];
  total: number;
}
