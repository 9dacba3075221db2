import { z } from 'zod';
import { CURRENCIES, LIMITS, type ListQuery } from './common';

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
  /** A built-in category (PRODUCT_CATEGORIES) or the name of one added on the category screen (addition). */
  category: string;
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

export const PRODUCT_VARIANT_OPTIONS = ['size', 'color', 'weight', 'smell'] as const;
export const PRODUCT_SHIPPING = ['seller', 'company'] as const;
export const PRODUCT_DELIVERY = ['worldwide', 'selected', 'local'] as const;
export const PRODUCT_ATTRIBUTES = ['fragile', 'biodegradable', 'frozen', 'expiry'] as const;

export interface ProductVariant {
  option: (typeof PRODUCT_VARIANT_OPTIONS)[number];
  value: string;
}

/** What the product form edits beyond the list's columns (a sample product has the defaults). */
export interface ProductDetails {
  description: string;
  barcode: string;
  tags: string[];
  variants: ProductVariant[];
  collection: string;
  /** The price after discount; null when there is none. */
  discountedPrice: number | null;
  chargeTax: boolean;
  shipping: (typeof PRODUCT_SHIPPING)[number];
  delivery: (typeof PRODUCT_DELIVERY)[number];
  attributes: (typeof PRODUCT_ATTRIBUTES)[number][];
}

/** GET /api/apps/ecommerce/products/{id}: the product with everything its form edits. */
export type ProductDetail = Product & ProductDetails;

/** The body of POST /api/apps/ecommerce/products (addition): a product the back office adds. */
export const productCreateSchema = z.object({
  productName: z
    .string('Product name is required')
    .trim()
    .min(1, 'Product name is required')
    .max(120, 'Keep the name under 120 characters'),
  productBrand: z
    .string('Vendor is required')
    .trim()
    .min(1, 'Vendor is required')
    .max(LIMITS.name, 'Keep the vendor under 120 characters'),
  /** A built-in category or an added one's name (addition: the server refuses an unknown one at the field). */
  category: z
    .string('Choose a category')
    .trim()
    .min(1, 'Choose a category')
    .max(LIMITS.name, 'Choose a category'),
  status: z.enum(PRODUCT_STATUSES, 'Choose a status'),
  sku: z
    .number('SKU must be a number')
    .int('SKU must be a whole number')
    .min(1, 'SKU must be positive')
    .max(999_999_999_999, 'SKU is at most 12 digits'),
  /** Base price; stored as money text ("$12.50"). */
  price: z
    .number('Price must be a number')
    .positive('Price must be more than 0')
    .max(LIMITS.money, 'Price is at most 1,000,000'),
  discountedPrice: z
    .number('Discounted price must be a number')
    .nonnegative()
    .max(LIMITS.money, 'Price is at most 1,000,000')
    .optional(),
  qty: z
    .number('Quantity must be a number')
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative')
    .max(LIMITS.quantity, 'Quantity is at most 1,000,000'),
  stock: z.boolean('In stock must be true or false'),
  image: z.string().max(LIMITS.url, 'The image URL is too long').default(''),
  barcode: z.string().max(LIMITS.name, 'The barcode is too long').optional(),
  description: z.string().max(LIMITS.text, 'The description is too long').optional(),
  tags: z
    .array(z.string().max(LIMITS.name, 'A tag is too long'))
    .max(LIMITS.list, 'At most 100 tags')
    .optional(),
  variants: z
    .array(
      z.object({
        option: z.enum(PRODUCT_VARIANT_OPTIONS, 'Choose a variant option'),
        value: z.string().trim().min(1, 'A variant needs a value').max(LIMITS.name, 'A variant is too long'),
      }),
    )
    .max(LIMITS.list, 'At most 100 variants')
    .optional(),
  collection: z.string().trim().max(LIMITS.name, 'Keep the collection under 120 characters').optional(),
  chargeTax: z.boolean('Charge tax must be true or false').optional(),
  shipping: z.enum(PRODUCT_SHIPPING, 'Choose who ships').optional(),
  delivery: z.enum(PRODUCT_DELIVERY, 'Choose where it is delivered').optional(),
  attributes: z
    .array(z.enum(PRODUCT_ATTRIBUTES, 'Unknown attribute'))
    .max(PRODUCT_ATTRIBUTES.length, 'Each attribute once')
    .optional(),
});
export type ProductCreate = z.input<typeof productCreateSchema>;

/** POST /api/apps/ecommerce/products/images (addition): where the uploaded picture is served. */
export interface ProductImageResponse {
  url: string;
}

/** The body of PUT /api/apps/ecommerce/products/{id} (addition): the whole product, as the form saves it. */
export const productSaveSchema = productCreateSchema.refine(
  (p) => p.discountedPrice === undefined || p.discountedPrice < p.price,
  { path: ['discountedPrice'], message: 'The discounted price must be below the price' },
);
export type ProductSave = z.input<typeof productSaveSchema>;

/** The body of PATCH /api/apps/ecommerce/products/{id} (addition): a switch or status set from the list. */
export const productPatchSchema = z
  .object({
    stock: z.boolean('In stock must be true or false').optional(),
    status: z.enum(PRODUCT_STATUSES, 'Choose a status').optional(),
  })
  .strict()
  .refine((p) => p.stock !== undefined || p.status !== undefined, 'Nothing to change');
export type ProductPatch = z.input<typeof productPatchSchema>;

/** The body of PATCH /api/apps/ecommerce/products (addition): one status for several products. */
export const productsStatusSchema = z.object({
  ids: z
    .array(z.number('An id is a number').int().positive(), 'ids must be a list')
    .min(1, 'Choose at least one product')
    .max(LIMITS.list, 'At most 100 products at once'),
  status: z.enum(PRODUCT_STATUSES, 'Choose a status'),
});
export type ProductsStatus = z.input<typeof productsStatusSchema>;

export interface ProductsStatusResponse {
  updated: number;
}

// ---------------------------------------------------------------------------------------------
// Orders

/**
 * Where an order is: the spec's four shipping states, and (addition) `Processing` (placed, not shipped
 * yet), `Cancelled` (stopped before it shipped) and `Returned` (refunded in full after it shipped: its
 * goods are back in stock). A refunded order is never `Delivered`.
 */
export const ORDER_STATUSES = [
  'Delivered',
  'Ready to Pickup',
  'Out for Delivery',
  'Dispatched',
  'Processing',
  'Cancelled',
  'Returned',
] as const;
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

/** (addition) `status` and `payment` filter the list (one value each). */
export interface OrderListQuery extends ListQuery {
  status?: string;
  payment?: string;
}

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
  line1: z.string().trim().min(1, 'Address is required').max(LIMITS.name, 'Address is too long'),
  line2: z.string().max(LIMITS.name, 'Address is too long').optional(),
  city: z.string().trim().min(1, 'City is required').max(LIMITS.name, 'City is too long'),
  state: z.string().trim().min(1, 'State is required').max(LIMITS.name, 'State is too long'),
  postcode: z.string().trim().min(1, 'Postcode is required').max(LIMITS.name, 'Postcode is too long'),
  country: z.string().trim().min(1, 'Country is required').max(LIMITS.name, 'Country is too long'),
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
  /**
   * Translation-free key of the step: placed, dispatched, outForDelivery, readyToPickup, delivered;
   * (addition) paid, cancelled, refunded (whole or in part).
   */
  step:
    | 'placed'
    | 'paid'
    | 'dispatched'
    | 'outForDelivery'
    | 'readyToPickup'
    | 'delivered'
    | 'cancelled'
    | 'refunded';
  /** ISO date-time. */
  at: string;
  /** (addition) Who moved the order on (an admin's name); none for the sample history. */
  by?: string;
  /** (addition) The carrier and tracking number of a shipment; the amount of a refund. */
  carrier?: string;
  trackingNumber?: string;
  amount?: number;
}

/** (addition) What can be done to an order next; the API answers the ones its state allows. */
export const ORDER_ACTIONS = [
  'markPaid',
  'ship',
  'outForDelivery',
  'readyToPickup',
  'deliver',
  'cancel',
  'refund',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** POST /api/apps/ecommerce/orders/{id}/transitions (addition): one step of the order's lifecycle. */
export const orderTransitionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('markPaid') }).strict(),
  z
    .object({
      action: z.literal('ship'),
      carrier: z.string().trim().min(1, 'Name the carrier').max(LIMITS.name, 'The carrier is too long'),
      trackingNumber: z
        .string()
        .trim()
        .min(1, 'Enter the tracking number')
        .max(60, 'The tracking number is too long')
        .regex(/^[A-Za-z0-9-]+$/, 'Letters, digits and dashes only'),
    })
    .strict(),
  z.object({ action: z.literal('outForDelivery') }).strict(),
  z.object({ action: z.literal('readyToPickup') }).strict(),
  z.object({ action: z.literal('deliver') }).strict(),
  z.object({ action: z.literal('cancel') }).strict(),
  z
    .object({
      action: z.literal('refund'),
      /** The lines to refund and how many of each; none: the whole order (what is left of it). */
      lines: z
        .array(
          z
            .object({
              productId: z.number().int().nonnegative(),
              qty: z.number('Quantity must be a number').int('A whole number').positive('At least 1'),
            })
            .strict(),
        )
        .min(1, 'Choose what to refund')
        .max(LIMITS.list)
        .optional(),
    })
    .strict(),
]);
export type OrderTransition = z.infer<typeof orderTransitionSchema>;

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
  /** (addition) What the order's state allows next (whether the caller may do it is theirs to know). */
  actions: OrderAction[];
  /** (addition) How many of each line were refunded, by product id; the amount refunded in all. */
  refunded: { lines: Record<string, number>; amount: number };
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
  customer: z
    .string('Name is required')
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.name, 'Keep the name under 120 characters'),
  email: z.email('Enter a valid email').max(LIMITS.email, 'Email is at most 254 characters'),
  country: z.enum(CUSTOMER_COUNTRIES, 'Choose a country'),
  avatar: z.string().max(LIMITS.url, 'The avatar URL is too long').default(''),
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

// ---- Settings (addition): GET /api/apps/ecommerce/settings, PUT /api/apps/ecommerce/settings/{section} ----

export const SETTINGS_SECTIONS = [
  'store',
  'payments',
  'checkout',
  'shipping',
  'locations',
  'notifications',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** ISO 3166 codes the store sells to and has locations in. */
export const SETTINGS_COUNTRIES = ['US', 'CA', 'GB', 'FR', 'DE', 'ES', 'IN', 'AE', 'SA', 'AU', 'JP'] as const;
export type SettingsCountry = (typeof SETTINGS_COUNTRIES)[number];
export const STORE_CURRENCIES = CURRENCIES;
export const STORE_TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;
export const WEIGHT_UNITS = ['kg', 'g', 'lb', 'oz'] as const;
export const PAYMENT_PROVIDERS = ['stripe', 'paypal', 'razorpay', 'adyen'] as const;
export const MANUAL_PAYMENT_METHODS = ['bankTransfer', 'cashOnDelivery', 'moneyOrder'] as const;
export const PAYMENT_CAPTURE_MODES = ['automatic', 'manual'] as const;
export const CHECKOUT_CONTACT_METHODS = ['phone', 'email'] as const;
export const CHECKOUT_NAME_REQUIREMENTS = ['lastName', 'fullName'] as const;
/** Whether a checkout field is asked for. */
export const CHECKOUT_FIELD_OPTIONS = ['hidden', 'optional', 'required'] as const;
export const NOTIFICATION_EVENTS = [
  'orderPlaced',
  'orderShipped',
  'orderDelivered',
  'orderRefunded',
  'orderCancelled',
  'lowStock',
  'newCustomer',
  'newReview',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export const NOTIFICATION_CHANNELS = ['email', 'app', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The texts of the settings validation; the API answers in English, a screen passes its language's. */
export interface SettingsMessages {
  required: string;
  tooLong: string;
  invalidEmail: string;
  invalidPhone: string;
  number: string;
  notNegative: string;
  wholeNumber: string;
  maxBeforeMin: string;
  idFormat: string;
  onePaymentMethod: string;
  oneCountry: string;
  oneRate: string;
  oneLocation: string;
  oneDefault: string;
}

export const SETTINGS_MESSAGES_EN: SettingsMessages = {
  required: 'This field is required',
  tooLong: 'This is too long',
  invalidEmail: 'Enter a valid email',
  invalidPhone: 'Enter a valid phone number',
  number: 'Enter a number',
  notNegative: 'Cannot be negative',
  wholeNumber: 'Enter a whole number',
  maxBeforeMin: 'Must be at least the minimum days',
  idFormat: 'Use letters, digits, # and - only',
  onePaymentMethod: 'Enable at least one payment method',
  oneCountry: 'Choose at least one country',
  oneRate: 'Add at least one rate',
  oneLocation: 'Add at least one location',
  oneDefault: 'Mark exactly one location as the default',
};

/** The schema of every settings section (one body per PUT), with the given validation texts. */
export function settingsSchemas(m: SettingsMessages = SETTINGS_MESSAGES_EN) {
  const text = (max: number) => z.string(m.required).trim().min(1, m.required).max(max, m.tooLong);
  const optionalText = (max: number) => z.string(m.required).trim().max(max, m.tooLong);
  const count = () => z.number(m.number).int(m.wholeNumber).nonnegative(m.notNegative).max(1000, m.tooLong);
  const orderIdPart = z
    .string(m.required)
    .trim()
    .max(8, m.tooLong)
    .regex(/^[A-Za-z0-9#-]*$/, m.idFormat);
  const address = z.object({
    line1: text(120),
    line2: optionalText(120),
    city: text(60),
    state: optionalText(60),
    postcode: text(16),
    country: z.enum(SETTINGS_COUNTRIES, m.required),
  });
  const flags = <K extends string>(keys: readonly K[]) =>
    z.object(Object.fromEntries(keys.map((k) => [k, z.boolean()])) as Record<K, z.ZodBoolean>);

  const store = z.object({
    name: text(80),
    phone: z
      .string(m.required)
      .trim()
      .min(1, m.required)
      .max(40, m.tooLong)
      .regex(/^\+?[0-9][0-9 ().-]{5,19}$/, m.invalidPhone),
    email: z
      .string(m.required)
      .trim()
      .min(1, m.required)
      .max(LIMITS.email, m.tooLong)
      .pipe(z.email(m.invalidEmail)),
    address,
    currency: z.enum(STORE_CURRENCIES, m.required),
    timezone: z.enum(STORE_TIMEZONES, m.required),
    weightUnit: z.enum(WEIGHT_UNITS, m.required),
    orderIdPrefix: orderIdPart,
    orderIdSuffix: orderIdPart,
    /** Percent of an order's lines added as tax on a new order (0–100). */
    taxRate: z.number(m.number).nonnegative(m.notNegative).max(100, m.tooLong),
  });

  const payments = z
    .object({
      providers: flags(PAYMENT_PROVIDERS),
      manualMethods: flags(MANUAL_PAYMENT_METHODS),
      capture: z.enum(PAYMENT_CAPTURE_MODES, m.required),
    })
    .refine((p) => [...Object.values(p.providers), ...Object.values(p.manualMethods)].some(Boolean), {
      path: ['providers'],
      message: m.onePaymentMethod,
    });

  const checkout = z.object({
    contactMethod: z.enum(CHECKOUT_CONTACT_METHODS, m.required),
    nameRequirement: z.enum(CHECKOUT_NAME_REQUIREMENTS, m.required),
    companyName: z.enum(CHECKOUT_FIELD_OPTIONS, m.required),
    addressLine2: z.enum(CHECKOUT_FIELD_OPTIONS, m.required),
    shippingPhone: z.enum(CHECKOUT_FIELD_OPTIONS, m.required),
  });

  const rate = z
    .object({
      name: text(60),
      price: z.number(m.number).nonnegative(m.notNegative).max(LIMITS.money, m.tooLong),
      minDays: count(),
      maxDays: count(),
    })
    .refine((r) => r.maxDays >= r.minDays, { path: ['maxDays'], message: m.maxBeforeMin });
  const zone = z.object({
    id: z.string(m.required).min(1, m.required).max(LIMITS.name, m.tooLong),
    name: text(60),
    countries: z
      .array(z.enum(SETTINGS_COUNTRIES, m.required), m.oneCountry)
      .min(1, m.oneCountry)
      .max(SETTINGS_COUNTRIES.length, m.tooLong),
    rates: z.array(rate, m.oneRate).min(1, m.oneRate).max(LIMITS.list, m.tooLong),
  });
  const shipping = z.object({ zones: z.array(zone, m.required).max(LIMITS.list, m.tooLong) });

  const location = z.object({
    id: z.string(m.required).min(1, m.required).max(LIMITS.name, m.tooLong),
    name: text(60),
    address,
    isDefault: z.boolean(),
    fulfilsOnlineOrders: z.boolean(),
  });
  const locations = z.object({
    locations: z
      .array(location, m.oneLocation)
      .min(1, m.oneLocation)
      .max(LIMITS.list, m.tooLong)
      .refine((ls) => ls.filter((l) => l.isDefault).length === 1, m.oneDefault),
  });

  const channels = flags(NOTIFICATION_CHANNELS);
  const notifications = z.object({
    senderEmail: z
      .string(m.required)
      .trim()
      .min(1, m.required)
      .max(LIMITS.email, m.tooLong)
      .pipe(z.email(m.invalidEmail)),
    events: z.object(
      Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, channels])) as Record<
        NotificationEvent,
        typeof channels
      >,
    ),
  });

  return { store, payments, checkout, shipping, locations, notifications };
}

/** The sections' schemas with the API's English texts. */
export const settingsSectionSchemas = settingsSchemas();
export type SettingsSchemas = ReturnType<typeof settingsSchemas>;

export type StoreSettings = z.infer<SettingsSchemas['store']>;
export type PaymentSettings = z.infer<SettingsSchemas['payments']>;
export type CheckoutSettings = z.infer<SettingsSchemas['checkout']>;
export type ShippingSettings = z.infer<SettingsSchemas['shipping']>;
export type ShippingZone = ShippingSettings['zones'][number];
export type ShippingRate = ShippingZone['rates'][number];
export type LocationSettings = z.infer<SettingsSchemas['locations']>;
export type StoreLocation = LocationSettings['locations'][number];
export type NotificationSettings = z.infer<SettingsSchemas['notifications']>;
export type SettingsAddress = StoreSettings['address'];

/** GET /api/apps/ecommerce/settings, and the answer of every PUT. */
export interface EcommerceSettings {
  store: StoreSettings;
  payments: PaymentSettings;
  checkout: CheckoutSettings;
  shipping: ShippingSettings;
  locations: LocationSettings;
  notifications: NotificationSettings;
}

// ---------------------------------------------------------------------------------------------
// Saves of the customer details, order details and category screens (additions)

export const ADDRESS_KINDS = ['shipping', 'billing'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const CUSTOMER_NOTIFICATION_TYPES = [
  'newForYou',
  'accountActivity',
  'newBrowser',
  'newDevice',
] as const;
export const CUSTOMER_NOTIFICATION_CHANNELS = ['email', 'browser', 'app'] as const;

const customerChannels = z.object({ email: z.boolean(), browser: z.boolean(), app: z.boolean() });

/** PUT /api/apps/ecommerce/customers/{customerId}/preferences: any of the two, merged. */
export const customerPreferencesSchema = z.object({
  notifications: z
    .object({
      newForYou: customerChannels,
      accountActivity: customerChannels,
      newBrowser: customerChannels,
      newDevice: customerChannels,
    })
    .optional(),
  twoStep: z.boolean().optional(),
});
export type CustomerPreferencesChange = z.infer<typeof customerPreferencesSchema>;
export type CustomerNotificationPrefs = NonNullable<CustomerPreferencesChange['notifications']>;

/** GET /api/apps/ecommerce/customers/{customerId}/preferences. */
export interface CustomerPreferences {
  notifications: CustomerNotificationPrefs;
  twoStep: boolean;
}

/** POST /api/apps/ecommerce/customers/{customerId}/password: a new password for the customer. */
export const customerPasswordSchema = z.object({
  password: z
    .string()
    .min(8, 'Password needs at least 8 characters')
    .max(LIMITS.password, 'Password is at most 128 characters'),
});

/** A category added on the category screen (the built-in ones are PRODUCT_CATEGORIES). */
export interface CustomCategory {
  name: string;
  slug: string;
  description: string;
  parent: string;
  status: ProductStatus;
}

/** POST /api/apps/ecommerce/categories (addition). */
export const categoryCreateSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(LIMITS.name, 'Name is too long'),
  slug: z
    .string()
    .trim()
    .max(LIMITS.name, 'Slug is too long')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes'),
  description: z.string().trim().max(1000, 'Description is too long').default(''),
  parent: z.string().trim().max(LIMITS.name, 'Parent is too long').default(''),
  status: z.enum(PRODUCT_STATUSES),
});
export type CategoryCreate = z.input<typeof categoryCreateSchema>;

/**
 * PUT /api/apps/ecommerce/categories/{slug} (addition): an added category's fields, all of them (a
 * new name moves its products with it). The built-in categories are fixed (409).
 */
export const categoryUpdateSchema = categoryCreateSchema;
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

/**
 * The body of DELETE /api/apps/ecommerce/categories/{slug} (addition), optional: without it, a
 * category its products still use is refused (409 CategoryInUse); with it, they move to
 * `moveProductsTo` (another category, built-in or added) in the same request.
 */
export const categoryDeleteSchema = z
  .object({
    moveProductsTo: z
      .string('Choose where its products go')
      .trim()
      .min(1, 'Choose where its products go')
      .max(LIMITS.name, 'Choose where its products go'),
  })
  .strict();
export type CategoryDelete = z.input<typeof categoryDeleteSchema>;

/** 409 of DELETE /api/apps/ecommerce/categories/{slug} (addition): products still use the category. */
export interface CategoryInUse {
  message: string;
  /** How many products are in the category. */
  products: number;
}

/** 200 of DELETE /api/apps/ecommerce/categories/{slug} (addition): how many products moved. */
export interface CategoryDeleted {
  moved: number;
}

/** GET /api/apps/ecommerce/categories (addition). */
export interface CategoryListResponse {
  categories: CustomCategory[];
}

// ---------------------------------------------------------------------------------------------
// Referral invitations

/** The body of POST /api/apps/ecommerce/referrals/invites (addition): who to invite. */
export const referralInviteSchema = z.object({
  email: z
    .string('email is required')
    .trim()
    .min(1, 'email is required')
    .max(LIMITS.email, 'The address is too long')
    .pipe(z.email('Enter a valid email address')),
});
export type ReferralInviteCreate = z.input<typeof referralInviteSchema>;

/** An invitation a user sent: to whom, when, and the link it carried. */
export interface ReferralInvite {
  id: number;
  email: string;
  /** ISO date-time. */
  sentAt: string;
}

/** GET /api/apps/ecommerce/referrals/invites (addition): the caller's link and the invitations they sent, newest first. */
export interface ReferralInvitesResponse {
  link: string;
  invites: ReferralInvite[];
}

// ---- The store as every screen uses it (addition): GET /api/apps/ecommerce/store ----

/**
 * What the screens of any signed-in user need of the store's settings: the currency amounts are shown
 * in, how order numbers are written, and what a new order costs (tax rate, shipping zones, which
 * address fields checkout asks for). Nothing in it is private to the settings' editors.
 */
export interface StoreProfile {
  name: string;
  currency: StoreSettings['currency'];
  orderIdPrefix: string;
  orderIdSuffix: string;
  taxRate: number;
  shippingZones: ShippingZone[];
  checkout: CheckoutSettings;
}

/** An order's number as the store writes it (its prefix and suffix around the number): "#5434". */
export function orderNumberText(
  store: Pick<StoreProfile, 'orderIdPrefix' | 'orderIdSuffix'> | undefined,
  order: number,
): string {
  return `${store?.orderIdPrefix ?? '#'}${order}${store?.orderIdSuffix ?? ''}`;
}

/** The shipping zone that serves a country (ISO 3166 code), if any. */
export function shippingZoneFor(
  zones: readonly ShippingZone[],
  countryCode: string,
): ShippingZone | undefined {
  const code = countryCode.toUpperCase();
  return zones.find((zone) => (zone.countries as readonly string[]).includes(code));
}

// ---- New orders (addition): POST /api/apps/ecommerce/orders ----

export const ORDER_METHODS = ['mastercard', 'paypalLogo'] as const satisfies readonly OrderMethod[];

/**
 * The body of POST /api/apps/ecommerce/orders: an order taken for a customer (by their 6-digit
 * customerId). The API prices it: each line at its product's price now, the shipping rate of the
 * customer's zone, tax at the store's rate. `paid`: the payment was taken with the order.
 */
export const orderCreateSchema = z
  .object({
    customerId: z.number('Choose a customer').int('Choose a customer').positive('Choose a customer'),
    lines: z
      .array(
        z
          .object({
            productId: z.number('Choose a product').int('Choose a product').positive('Choose a product'),
            qty: z
              .number('Enter a quantity')
              .int('Enter a whole number')
              .min(1, 'At least 1')
              .max(LIMITS.quantity, 'Too many'),
          })
          .strict(),
        'Add at least one product',
      )
      .min(1, 'Add at least one product')
      .max(LIMITS.list, 'Too many lines')
      .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, {
        message: 'A product is on two lines: put it on one with the quantity',
      }),
    shippingRate: z
      .string('Choose a shipping rate')
      .trim()
      .min(1, 'Choose a shipping rate')
      .max(60, 'Too long'),
    method: z.enum(ORDER_METHODS, 'Choose how it is paid'),
    paid: z.boolean(),
    shippingAddress: addressSchema.omit({ country: true }).strict(),
  })
  .strict();
export type OrderCreate = z.infer<typeof orderCreateSchema>;

/**
 * What a new order costs: its lines at their unit prices, tax at `taxRate` percent on the lines, and
 * the shipping rate, summed in whole cents so the total is exactly its parts. The API prices an order
 * with it; the New order page shows the same figures before it is placed.
 */
export function newOrderTotals(
  lines: readonly { price: number; qty: number }[],
  taxRate: number,
  shipping: number,
): OrderDetailResponse['totals'] {
  const cents = (amount: number) => Math.round(amount * 100);
  const subtotal = lines.reduce((sum, l) => sum + cents(l.price) * (Number.isFinite(l.qty) ? l.qty : 0), 0);
  const tax = Math.round((subtotal * taxRate) / 100);
  const ship = cents(shipping);
  return {
    subtotal: subtotal / 100,
    discount: 0,
    tax: tax / 100,
    shipping: ship / 100,
    total: (subtotal + tax + ship) / 100,
  };
}
