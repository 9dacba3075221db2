import { test as base, type BrowserContext, type TestInfo } from '@playwright/test';

/**
 * The e2e suite runs against the real API server, started with ATRIUM_TEST_TENANTS=1: a request that
 * names a tenant in this header gets a data set of its own, seeded afresh the first time the name is
 * seen and never saved. Each test is its own tenant, so tests run side by side as if each had the
 * server to itself; a test that needs the saved, shared data (two admins, a restart) names none.
 */
export const TENANT_HEADER = 'x-atrium-tenant';

/** The host's API calls (the pages call the API on their own origin). */
const API_CALLS = /^http:\/\/localhost:3000\/api(\/|\?|$)/;

/** A tenant name for a test: its id, and its repetition and retry, in the characters the server takes. */
export function tenantOf(testInfo: TestInfo): string {
  return `t-${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 64);
}

const tenants = new WeakMap<BrowserContext, string>();

/** The tenant a context's API calls are sent as (undefined: the saved, shared data). */
export const tenantOfContext = (context: BrowserContext): string | undefined => tenants.get(context);

/** Sends every API call of the context's pages as `tenant`'s. */
export async function routeAsTenant(context: BrowserContext, tenant: string): Promise<void> {
  tenants.set(context, tenant);
  await context.route(API_CALLS, (route) =>
    route.continue({ headers: { ...route.request().headers(), [TENANT_HEADER]: tenant } }),
  );
}

/**
 * Playwright's `test`, each test's browser context a tenant of its own (`tenant` names it, for a test
 * that makes API calls or contexts of its own).
 */
export const test = base.extend<{ tenant: string }>({
  // eslint-disable-next-line no-empty-pattern
  tenant: async ({}, provide, testInfo) => {
    await provide(tenantOf(testInfo));
  },
  context: async ({ context, tenant }, provide) => {
    await routeAsTenant(context, tenant);
    await provide(context);
  },
});

export { expect } from '@playwright/test';
