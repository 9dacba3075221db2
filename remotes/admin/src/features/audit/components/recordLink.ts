import type { AuditEntry } from '@atrium/contracts';

/** Where the record of an entry is seen in the app; none for a sign-in or a record that has no page. */
export function recordLink({ subject, recordId, recordLabel, action }: AuditEntry): string | null {
  if (action === 'delete' || action === 'signIn' || action === 'signInFailed') return null;
  const id = recordId === null ? '' : encodeURIComponent(recordId);
  switch (subject) {
    case 'User':
      return id && `/apps/user/view/${id}`;
    case 'Role':
      return '/apps/roles';
    case 'Permission':
      return '/apps/permissions';
    case 'Product':
      return `/apps/ecommerce/product/list?q=${encodeURIComponent(recordLabel)}`;
    case 'Category':
      return '/apps/ecommerce/product/category-list';
    case 'Order':
      return id && `/apps/ecommerce/order/details/${id}`;
    case 'Customer':
      return id && `/apps/ecommerce/customer/details/${id}`;
    case 'Invoice':
      return id && `/apps/invoice/preview/${id}`;
    case 'EcommerceSettings':
      return '/apps/ecommerce/settings';
    case 'Calendar':
      return '/apps/calendar';
    case 'Platform':
      // "invoice v2", "invoice override": the area's row of the Platform console.
      return `/apps/platform?q=${encodeURIComponent(recordLabel.split(' ')[0])}`;
    default:
      return null;
  }
}
