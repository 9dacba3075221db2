import type { InvoiceItem } from '@atrium/contracts';

/**
 * The services the business usually bills, offered as suggestions for a line's item (any other name
 * may be typed). Picking one fills an empty line's description and cost. Names are invoice content, in
 * the business's own words, so they are not translated.
 */
export const ITEM_CATALOG: readonly Omit<InvoiceItem, 'quantity'>[] = [
  { name: 'Software Development', description: 'Feature work on the client portal', cost: 95 },
  { name: 'UI/UX Design', description: 'Wireframes and a clickable prototype', cost: 80 },
  { name: 'Unlimited Extended License', description: 'One year, unlimited end products', cost: 899 },
  { name: 'Template Customization', description: 'Brand colours, fonts and page layouts', cost: 450 },
  { name: 'App Maintenance', description: 'Monthly updates and monitoring', cost: 65 },
];

export const findCatalogItem = (name: string) =>
  ITEM_CATALOG.find((item) => item.name.toLowerCase() === name.trim().toLowerCase());
