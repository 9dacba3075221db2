/**
 * Who issues the invoices: the business running this dashboard. One place, so the screen, the printed
 * page, the PDF and the email say the same.
 */
export const ISSUER = {
  name: 'Atrium',
  address: ['Office 149, 450 South Brand Brooklyn', 'San Diego County, CA 91905, USA'],
  email: 'billing@atrium.example',
  phone: '+1 (123) 456 7891',
} as const;
