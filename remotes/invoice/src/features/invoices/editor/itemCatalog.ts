import type { InvoiceItem } from '@atrium/contracts';

/**
 * The services the business usually bills, offered as suggestions for a line's item (any other name
 * may be typed). Picking one fills an empty line's description and cost. Names are invoice content, in
 * the business's own words, so they are not translated.
 */
export const ITEM_CATALOG: readonly Omit<InvoiceItem, 'quantity'>[] = [
  { name: 'App Design', description: 'Designed UI kit & app pages', cost: 24 },
  { name: 'App Customization', description: 'Customization & bug fixes', cost: 26 },
  { name: 'ABC Template', description: 'Vuejs admin template', cost: 32 },
  { name: 'App Development', description: 'Native app development', cost: 45 },
  { name: 'Website Maintenance', description: 'Monthly hosting, updates and backups', cost: 150 },
];

export const findCatalogItem = (name: string) =>
  ITEM_CATALOG.find((item) => item.name.toLowerCase() === name.trim().toLowerCase());
