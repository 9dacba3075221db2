import type { EcommerceSettings } from '@atrium/contracts';

const channels = (email: boolean, app: boolean, sms: boolean) => ({ email, app, sms });

/** The e-commerce settings the store starts with (a fresh copy each call). */
export function buildEcommerceSettings(): EcommerceSettings {
  return {
    store: {
      name: 'Atrium Store',
      phone: '+1 (415) 555-0132',
      email: 'hello@atrium.shop',
      address: {
        line1: '45 Roker Terrace',
        line2: 'Suite 210',
        city: 'San Francisco',
        state: 'CA',
        postcode: '94107',
        country: 'US',
      },
      currency: 'USD',
      timezone: 'America/Los_Angeles',
      weightUnit: 'kg',
      orderIdPrefix: '#',
      orderIdSuffix: '',
      // The rate the sample orders were taxed at.
      taxRate: 7.5,
    },
    payments: {
      providers: { stripe: true, paypal: true, razorpay: false, adyen: false },
      manualMethods: { bankTransfer: true, cashOnDelivery: false, moneyOrder: false },
      capture: 'automatic',
    },
    checkout: {
      contactMethod: 'email',
      nameRequirement: 'fullName',
      companyName: 'optional',
      addressLine2: 'optional',
      shippingPhone: 'hidden',
    },
    shipping: {
      zones: [
        {
          id: 'zone-1',
          name: 'Domestic',
          countries: ['US'],
          rates: [
            { name: 'Standard', price: 4.99, minDays: 3, maxDays: 5 },
            { name: 'Express', price: 14.99, minDays: 1, maxDays: 2 },
          ],
        },
        {
          id: 'zone-2',
          name: 'International',
          countries: ['CA', 'GB', 'FR', 'DE', 'AU'],
          rates: [{ name: 'International', price: 24, minDays: 7, maxDays: 14 }],
        },
      ],
    },
    locations: {
      locations: [
        {
          id: 'location-1',
          name: 'Main warehouse',
          address: {
            line1: '45 Roker Terrace',
            line2: '',
            city: 'San Francisco',
            state: 'CA',
            postcode: '94107',
            country: 'US',
          },
          isDefault: true,
          fulfilsOnlineOrders: true,
        },
        {
          id: 'location-2',
          name: 'London shop',
          address: {
            line1: '12 Shoreditch High Street',
            line2: '',
            city: 'London',
            state: '',
            postcode: 'E1 6PJ',
            country: 'GB',
          },
          isDefault: false,
          fulfilsOnlineOrders: false,
        },
      ],
    },
    notifications: {
      senderEmail: 'orders@atrium.shop',
      events: {
        orderPlaced: channels(true, true, false),
        orderShipped: channels(true, false, true),
        orderDelivered: channels(true, false, false),
        orderRefunded: channels(true, true, false),
        orderCancelled: channels(true, true, false),
        lowStock: channels(true, true, false),
        newCustomer: channels(false, true, false),
        newReview: channels(false, true, false),
      },
    },
  };
}
