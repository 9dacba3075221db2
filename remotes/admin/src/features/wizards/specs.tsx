import type { ComponentType } from 'react';
import {
  IconBuildingCommunity,
  IconCheck,
  IconCreditCard,
  IconCurrencyDollar,
  IconFileDescription,
  IconHome,
  IconListCheck,
  IconMap2,
  IconMapPin,
  IconShoppingCart,
  IconTag,
  IconTruck,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';
import {
  CHECKOUT_PAYMENT_METHODS,
  CHECKOUT_PRODUCTS,
  DEAL_AUDIENCES,
  DEAL_REGIONS,
  DEAL_TYPES,
  PROPERTY_FURNISHINGS,
  PROPERTY_KINDS,
  PROPERTY_LISTING_TYPES,
  PROPERTY_USER_TYPES,
  SHIPPING_METHODS,
  checkoutOrderSchema,
  checkoutTotal,
  dealSchema,
  propertyListingSchema,
  type CheckoutOrder,
} from '@atrium/contracts';
import type { WizardSpec, WizardValues } from './wizardTypes';

const icon = (Icon: ComponentType<IconProps>) => <Icon size={20} aria-hidden="true" />;
const asSchema = (schema: unknown) => schema as WizardSpec['schema'];

export const propertyWizard: WizardSpec = {
  name: 'property',
  flow: 'property-listing',
  path: '/api/wizards/properties',
  schema: asSchema(propertyListingSchema),
  steps: [
    {
      id: 'personal',
      icon: icon(IconUsers),
      fields: [
        { name: 'userType', kind: 'choice', options: PROPERTY_USER_TYPES },
        { name: 'firstName', kind: 'text' },
        { name: 'lastName', kind: 'text' },
        { name: 'email', kind: 'email' },
        { name: 'phone', kind: 'tel' },
      ],
    },
    {
      id: 'details',
      icon: icon(IconHome),
      fields: [
        { name: 'listingType', kind: 'choice', options: PROPERTY_LISTING_TYPES },
        { name: 'propertyKind', kind: 'choice', options: PROPERTY_KINDS },
        { name: 'address', kind: 'text' },
        { name: 'city', kind: 'text' },
        { name: 'postcode', kind: 'text' },
      ],
    },
    {
      id: 'features',
      icon: icon(IconBuildingCommunity),
      fields: [
        { name: 'bedrooms', kind: 'number' },
        { name: 'bathrooms', kind: 'number' },
        { name: 'floor', kind: 'number' },
        { name: 'furnishing', kind: 'choice', options: PROPERTY_FURNISHINGS },
        { name: 'balcony', kind: 'checkbox' },
      ],
    },
    {
      id: 'area',
      icon: icon(IconMap2),
      fields: [
        { name: 'totalArea', kind: 'number', hint: true },
        { name: 'carpetArea', kind: 'number', hint: true },
        { name: 'availableFrom', kind: 'date' },
      ],
    },
    {
      id: 'price',
      icon: icon(IconCurrencyDollar),
      fields: [
        { name: 'expectedPrice', kind: 'number' },
        { name: 'maintenance', kind: 'number', hint: true },
        { name: 'negotiable', kind: 'checkbox' },
      ],
    },
  ],
  defaults: {
    personal: { userType: 'owner', firstName: '', lastName: '', email: '', phone: '' },
    details: { listingType: 'sell', propertyKind: 'apartment', address: '', city: '', postcode: '' },
    features: { bedrooms: '', bathrooms: '', floor: '', furnishing: 'unfurnished', balcony: false },
    area: { totalArea: '', carpetArea: '', availableFrom: '' },
    price: { expectedPrice: '', maintenance: '', negotiable: false },
  },
};

export const dealWizard: WizardSpec = {
  name: 'deal',
  flow: 'create-deal',
  path: '/api/wizards/deals',
  schema: asSchema(dealSchema),
  steps: [
    {
      id: 'type',
      icon: icon(IconTag),
      fields: [
        { name: 'dealType', kind: 'choice', options: DEAL_TYPES },
        { name: 'discount', kind: 'number', hint: true },
        { name: 'region', kind: 'choice', options: DEAL_REGIONS },
      ],
    },
    {
      id: 'details',
      icon: icon(IconFileDescription),
      fields: [
        { name: 'title', kind: 'text' },
        { name: 'code', kind: 'text', hint: true },
        { name: 'description', kind: 'text' },
        { name: 'startDate', kind: 'date' },
        { name: 'endDate', kind: 'date' },
      ],
    },
    {
      id: 'usage',
      icon: icon(IconUsers),
      fields: [
        { name: 'audience', kind: 'choice', options: DEAL_AUDIENCES },
        { name: 'maxUsers', kind: 'number' },
        { name: 'minCartAmount', kind: 'number' },
        { name: 'onePerUser', kind: 'checkbox' },
      ],
    },
    { id: 'review', icon: icon(IconListCheck), fields: [{ name: 'confirmed', kind: 'checkbox' }] },
  ],
  defaults: {
    type: { dealType: 'percentage', discount: '', region: 'europe' },
    details: { title: '', code: '', description: '', startDate: '', endDate: '' },
    usage: { audience: 'all', maxUsers: '', minCartAmount: '', onePerUser: false },
    review: { confirmed: false },
  },
};

const usd = (amount: number) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(amount);

export const checkoutWizard: WizardSpec = {
  name: 'checkout',
  flow: 'checkout',
  path: '/api/wizards/checkout-orders',
  schema: asSchema(checkoutOrderSchema),
  steps: [
    {
      id: 'cart',
      icon: icon(IconShoppingCart),
      fields: CHECKOUT_PRODUCTS.map((product) => ({ name: product.id, kind: 'number' as const, hint: true })),
    },
    {
      id: 'address',
      icon: icon(IconMapPin),
      fields: [
        { name: 'fullName', kind: 'text' },
        { name: 'phone', kind: 'tel' },
        { name: 'line1', kind: 'text' },
        { name: 'city', kind: 'text' },
        { name: 'postcode', kind: 'text' },
        { name: 'kind', kind: 'choice', options: ['home', 'office'] },
      ],
    },
    {
      id: 'shipping',
      icon: icon(IconTruck),
      fields: [{ name: 'method', kind: 'choice', options: Object.keys(SHIPPING_METHODS) }],
    },
    {
      id: 'payment',
      icon: icon(IconCreditCard),
      fields: [
        { name: 'method', kind: 'choice', options: CHECKOUT_PAYMENT_METHODS },
        ...(['cardNumber', 'cardName', 'expiry'] as const).map((name) => ({
          name,
          kind: 'text' as const,
          hint: name === 'expiry',
          when: (values: Record<string, unknown>) => values.method === 'card',
        })),
      ],
    },
    { id: 'confirmation', icon: icon(IconCheck), fields: [] },
  ],
  defaults: {
    cart: { headphones: '1', watch: '0', speaker: '0' },
    address: { fullName: '', phone: '', line1: '', city: '', postcode: '', kind: 'home' },
    shipping: { method: 'standard' },
    payment: { method: 'card', cardNumber: '', cardName: '', expiry: '' },
    confirmation: {},
  },
  summaryExtra: (values: WizardValues) => {
    const parsed = checkoutOrderSchema.shape.cart.safeParse(values.cart);
    const method = checkoutOrderSchema.shape.shipping.safeParse(values.shipping);
    if (!parsed.success || !method.success) return [];
    const order = { cart: parsed.data, shipping: method.data } as Pick<CheckoutOrder, 'cart' | 'shipping'>;
    return [{ label: 'checkout.total', value: usd(checkoutTotal(order)) }];
  },
};
