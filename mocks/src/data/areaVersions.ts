import type { AreaVersion } from '@atrium/contracts';

/** When the seed's versions count as published: the day the sample data was made. */
const SEEDED_AT = '2026-11-15T00:00:00.000Z';

/**
 * Every area's first version, live: the builds `host/public/remotes.json` names (the development and
 * `npm run serve` origins), with the same route prefixes (registrySeed.test.ts keeps the two equal).
 * They carry no integrity hashes: the seed cannot know what a build will contain, so the host loads
 * them unverified, as it loads the static file's. Every published version carries its hashes.
 */
const SEED: [area: string, port: number, routes: string[]][] = [
  ['ecommerce', 3001, ['/apps/ecommerce', '/dashboards/ecommerce']],
  ['invoice', 3002, ['/apps/invoice']],
  ['email', 3003, ['/apps/email']],
  ['chat', 3004, ['/apps/chat']],
  ['academy', 3005, ['/apps/academy', '/dashboards/academy']],
  [
    'admin',
    3006,
    [
      '/apps/user',
      '/apps/roles',
      '/apps/permissions',
      '/apps/audit',
      '/apps/platform',
      '/apps/logistics',
      '/apps/calendar',
      '/dashboards/analytics',
      '/dashboards/crm',
      '/dashboards/logistics',
      '/access-control',
      '/pages/account-settings',
      '/pages/user-profile',
      '/pages/faq',
      '/pages/pricing',
      '/components',
      '/tables',
      '/wizard-examples',
      '/forms',
      '/apps/sections',
      '/success',
      '/pages/cards',
      '/pages/typography',
      '/pages/icons',
      '/pages/dialog-examples',
      '/charts',
      '/extensions',
    ],
  ],
];

export function buildAreaVersions(): AreaVersion[] {
  return SEED.map(([area, port, routes], index) => ({
    id: index + 1,
    area,
    version: 1,
    manifest: `http://localhost:${port}/mf-manifest.json`,
    integrity: {},
    routes,
    publishedBy: 'seed',
    publishedAt: SEEDED_AT,
    status: 'live',
  }));
}
