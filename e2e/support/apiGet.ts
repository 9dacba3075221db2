import type { Page } from '@playwright/test';
import { expect, TENANT_HEADER, tenantOfContext } from './tenant';

const ORIGIN = 'http://localhost:3000';

/**
 * A GET of the API as the signed-in page makes it (its session's token, its test's tenant), for a test
 * to read what it then checks on the screen; the answer must be a success.
 */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = JSON.parse((await page.evaluate(() => localStorage.getItem('accessToken'))) ?? 'null');
  const tenant = tenantOfContext(page.context());
  const answer = await page.request.get(`${ORIGIN}${path}`, {
    headers: { Authorization: `Bearer ${token}`, ...(tenant ? { [TENANT_HEADER]: tenant } : {}) },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}
