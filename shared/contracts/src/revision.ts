import type { CalendarEvent } from './calendar';
import type { CustomCategory, OrderDetailResponse, ProductDetail } from './ecommerce';
import type { Invoice } from './invoice';
import type { Permission } from './permissions';
import type { Role } from './roles';
import type { User } from './users';

/** JSON with object keys sorted: the same value gives the same text whatever order its keys were built in. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * A record's revision: a 53-bit hash (cyrb53) of its canonical JSON, as 14 hex digits. The server and
 * the browser compute it alike, so an edit form sends the revision of what it opened (`If-Match`) and
 * the server refuses the save (412) when the record is no longer that. It detects change; it is no
 * secret and no checksum against tampering.
 */
export function revisionOf(value: unknown): string {
  const text = canonicalJson(value) ?? 'undefined';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/**
 * The revision of the fields an edit form changes: the same whichever answer the record came in (a
 * list row, its details), and not moved by what the form does not edit (an invoice's payments).
 */
export function revisionOfFields<T extends object>(record: T, fields: readonly (keyof T)[]): string {
  return revisionOf(Object.fromEntries(fields.map((field) => [field, record[field]])));
}

/** A user's revision: the user's own fields. */
export const userRevision = (user: User) =>
  revisionOfFields(user, [
    'id',
    'fullName',
    'company',
    'role',
    'username',
    'country',
    'contact',
    'email',
    'currentPlan',
    'status',
    'avatar',
    'billing',
  ]);

/** A role's revision: its name and its matrix. */
export const roleRevision = (role: Role) => revisionOfFields(role, ['id', 'name', 'rules']);

/** A permission's revision: its name, roles and abilities. */
export const permissionRevision = (permission: Permission) =>
  revisionOfFields(permission, ['id', 'name', 'assignedTo', 'abilities']);

/** A calendar event's revision: all of it. */
export const eventRevision = (event: CalendarEvent) =>
  revisionOfFields(event, ['id', 'url', 'title', 'start', 'end', 'allDay', 'extendedProps']);

/** An invoice's revision: what its editor changes (payments and status move it not). */
export const invoiceRevision = (invoice: Invoice) =>
  revisionOfFields(invoice, [
    'id',
    'issuedDate',
    'dueDate',
    'client',
    'items',
    'discount',
    'tax',
    'currency',
    'salesperson',
    'note',
    'paymentTerms',
  ]);

/** A product's revision: everything its form edits (the same from its detail however it was stored). */
export const productRevision = (product: ProductDetail) =>
  revisionOfFields(product, [
    'id',
    'productName',
    'productBrand',
    'category',
    'status',
    'sku',
    'price',
    'qty',
    'stock',
    'image',
    'description',
    'barcode',
    'tags',
    'variants',
    'collection',
    'discountedPrice',
    'chargeTax',
    'shipping',
    'delivery',
    'attributes',
  ]);

/** An added category's revision: every field its edit drawer changes. */
export const categoryRevision = (category: CustomCategory) =>
  revisionOfFields(category, ['name', 'slug', 'description', 'parent', 'status']);

/**
 * (addition) An order's revision: its state, lines, addresses, history and refunds, whatever moved it
 * (a step of its lifecycle, an address saved). A step is taken on the order as the page showed it.
 */
export const orderRevision = (detail: OrderDetailResponse) =>
  revisionOfFields(detail, [
    'order',
    'items',
    'totals',
    'shippingAddress',
    'billingAddress',
    'activity',
    'refunded',
  ]);
