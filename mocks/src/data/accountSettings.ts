import type { AccountSettings, User } from '@atrium/contracts';

/** An account's settings before it saved any: its name and email, the sample choices elsewhere. */
export function defaultAccountSettings(account: Pick<User, 'fullName' | 'email'>): AccountSettings {
  const [firstName = '', ...rest] = account.fullName.split(' ');
  return {
    details: {
      firstName,
      lastName: rest.join(' '),
      email: account.email,
      organization: '',
      phone: '',
      address: '',
      state: '',
      zip: '',
      country: 'USA',
      language: 'en',
      timezone: 'UTC+00:00',
      currency: 'USD',
    },
    billingAddress: {
      companyName: '',
      billingEmail: account.email,
      taxId: '',
      vatNumber: '',
      mobile: '',
      country: 'USA',
      address: '',
      state: '',
      zip: '',
    },
    notifications: {
      channels: {
        newForYou: { email: true, browser: true, app: true },
        accountActivity: { email: true, browser: true, app: true },
        newBrowser: { email: true, browser: true, app: false },
        newDevice: { email: true, browser: false, app: false },
      },
      timing: 'online',
    },
    connections: {
      apps: { google: true, slack: false, github: true, mailchimp: true, asana: false },
      social: { facebook: null, x: '@atrium', linkedin: '@atrium', dribbble: null, instagram: null },
    },
    plan: { plan: 'basic' },
    security: { twoStep: false },
    paymentCards: [],
  };
}
