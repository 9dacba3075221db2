import { http, HttpResponse } from 'msw';
import {
  newOrderTotals,
  orderCreateSchema,
  orderPlacedText,
  orderRevision,
  shippingZoneFor,
  type OrderDetailResponse,
  type OrderItem,
} from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { now } from '@atrium/mocks/lib/clock';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { etag } from '@atrium/mocks/lib/revisions';
import { fieldError } from './categoryRecord';
import { figuresOf } from './customerFigures';
import { moneyDigits } from '@atrium/mocks/lib/listQuery';
import type { StoredOrder } from './data/orders';
import type { StoredProduct } from './productRecord';
import { detailOf } from './getOrder';

/**
 * POST /api/apps/ecommerce/orders (addition) — takes an order for a customer (`orderCreateSchema`) and
 * answers 201 with its details. The API prices it, never the client: each line at its product's price
 * now, the rate of the customer's shipping zone, tax at the store's rate on the lines. The order is
 * Processing, paid or pending; its history starts with who placed it; the products' stock and the
 * customer's figures follow. 400 for a malformed body, an unknown customer or product, a rate the
 * customer's zone does not have, or an address line the checkout settings require or leave out; 409
 * when the store does not ship to the customer's country, a product is not for sale or has too little
 * stock. Nothing changes on a refusal.
 */
export const createOrder = http.post(
  api('/api/apps/ecommerce/orders'),
  authorized({ action: 'create', subject: 'Order' }, async ({ request, account }) => {
    const body = await parseBody(request, orderCreateSchema);
    if ('error' in body) return body.error;
    const { customerId, lines, shippingRate, method, paid, shippingAddress } = body.data;
    const { store, shipping, checkout } = db.ecommerceSettings;

    const customer = db.customers.find((c) => c.customerId === customerId);
    if (!customer) return fieldError('customerId', 'No customer has this id');
    const zone = shippingZoneFor(shipping.zones, customer.countryCode);
    if (!zone)
      return jsonError(409, `The store does not ship to ${customer.country}: add it to a shipping zone`);
    const rate = zone.rates.find((r) => r.name === shippingRate);
    if (!rate) return fieldError('shippingRate', `The ${zone.name} zone has no rate with this name`);
    const line2 = shippingAddress.line2?.trim() ?? '';
    if (checkout.addressLine2 === 'required' && !line2)
      return fieldError('shippingAddress.line2', 'The second address line is required');

    const items: OrderItem[] = [];
    const taken: [StoredProduct, number][] = [];
    for (const line of lines) {
      const product = db.products.find((p) => p.id === line.productId);
      if (!product) return fieldError('lines', `No product has the id ${line.productId}`);
      if (product.status !== 'Published') return jsonError(409, `${product.productName} is not for sale`);
      if (product.qty < line.qty)
        return jsonError(409, `Only ${product.qty} of ${product.productName} in stock`);
      items.push({
        productId: product.id,
        productName: product.productName,
        productBrand: product.productBrand,
        image: product.image,
        // The stored price is text with a currency sign ("$999.00").
        price: Number(moneyDigits(product.price)),
        qty: line.qty,
      });
      taken.push([product, line.qty]);
    }
    const totals = newOrderTotals(items, store.taxRate, rate.price);

    const at = new Date(now());
    const address = {
      line1: shippingAddress.line1,
      // A line the checkout does not ask for is not kept.
      ...(checkout.addressLine2 !== 'hidden' && line2 ? { line2 } : {}),
      city: shippingAddress.city,
      state: shippingAddress.state,
      postcode: shippingAddress.postcode,
      country: customer.country,
    };
    const order: StoredOrder = {
      id: Math.max(0, ...db.orders.map((o) => o.id)) + 1,
      order: Math.max(0, ...db.orders.map((o) => o.order)) + 1,
      customer: customer.customer,
      email: customer.email,
      avatar: customer.avatar,
      payment: paid ? 1 : 2,
      status: 'Processing',
      spent: totals.total,
      method,
      ...orderPlacedText(at),
      // The card's or account's last digits are the payment provider's; an order taken here has none.
      methodNumber: 0,
      items,
      totals,
      shippingAddress: address,
      billingAddress: { ...address },
      activity: [
        { step: 'placed', at: at.toISOString(), by: account.fullName },
        ...(paid ? [{ step: 'paid' as const, at: at.toISOString(), by: account.fullName }] : []),
      ],
    };
    db.orders.push(order);
    for (const [product, qty] of taken) {
      product.qty -= qty;
      product.stock = product.qty > 0;
    }
    Object.assign(customer, figuresOf(customer, db.orders));
    const detail = detailOf(order);
    return HttpResponse.json<OrderDetailResponse>(detail, {
      status: 201,
      headers: etag(orderRevision(detail)),
    });
  }),
);
