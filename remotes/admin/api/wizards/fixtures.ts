import type { CheckoutOrderInput, DealInput, PropertyListingInput } from '@atrium/contracts';

/** Valid answers to each wizard, as the pages send them (the handlers' tests start from these). */
export const VALID_PROPERTY: PropertyListingInput = {
  personal: {
    userType: 'owner',
    firstName: 'Nora',
    lastName: 'Haddad',
    email: 'nora@example.com',
    phone: '+33 6 12 34 56 78',
  },
  details: {
    listingType: 'sell',
    propertyKind: 'apartment',
    address: '12 rue des Lilas',
    city: 'Lyon',
    postcode: '69001',
  },
  features: { bedrooms: 3, bathrooms: 2, floor: 4, furnishing: 'semi', balcony: true },
  area: { totalArea: 120, carpetArea: 100, availableFrom: '2026-12-01' },
  price: { expectedPrice: 450000, maintenance: 120, negotiable: false },
};

export const VALID_DEAL: DealInput = {
  type: { dealType: 'percentage', discount: 15, region: 'europe' },
  details: {
    title: 'Winter sale',
    code: 'WINTER-15',
    description: '',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
  },
  usage: { audience: 'all', maxUsers: 500, minCartAmount: 50, onePerUser: true },
  review: { confirmed: true },
};

export const VALID_CHECKOUT: CheckoutOrderInput = {
  cart: { headphones: 1, watch: 0, speaker: 2 },
  address: {
    fullName: 'Nora Haddad',
    phone: '+33 6 12 34 56 78',
    line1: '12 rue des Lilas',
    city: 'Lyon',
    postcode: '69001',
    kind: 'home',
  },
  shipping: { method: 'express' },
  payment: { method: 'card', cardNumber: '4242 4242 4242 4242', cardName: 'Nora Haddad', expiry: '12/29' },
};
