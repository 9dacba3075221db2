import { expect, test } from '../support/tenant';
import path from 'node:path';
import { ADMIN, login } from '../support/session';
import { buildRemote, pointRemoteAt, registryFromFile, ROOT } from '../support/registry';
import type * as StaticServer from '@atrium/build/server';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serveApp } = require('@atrium/build/server') as typeof StaticServer;

test('a wrong-shaped area keeps its mistakes to itself', async ({ page }) => {
  test.setTimeout(120_000);
  const fixture = path.join(ROOT, 'e2e/fixtures/malformed-area');
  const output = path.join(fixture, 'dist');
  buildRemote(fixture, output);
  const server = await serveApp({ app: 'chat', dir: output, port: 3012 });
  const restore = pointRemoteAt('chat', 'http://localhost:3012/mf-manifest.json');
  await registryFromFile(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  try {
    await login(page, ADMIN, '/apps/ecommerce/product/list');
    await expect(page.getByRole('table')).toBeVisible();
    const menu = page.getByRole('complementary', { name: 'Main navigation' });
    // The menu is drawn, with the other areas' entries and the malformed area's one valid item.
    await expect(menu.getByRole('link', { name: 'Malformed chat' })).toBeVisible();
    await expect(menu.getByRole('button', { name: /Invoice/ })).toBeVisible();
    // The other five areas still work…
    for (const [url, content] of [
      ['/apps/invoice/list', page.getByRole('table')],
      ['/apps/email', page.getByRole('button', { name: /compose/i })],
      ['/apps/academy/my-course', page.getByRole('heading', { level: 1 })],
      ['/apps/user/list', page.getByRole('table')],
    ] as const) {
      await page.goto(url);
      await expect(content.first()).toBeVisible();
    }
    // …and so does the malformed area's valid route.
    await page.goto('/apps/chat');
    await expect(page.getByRole('heading', { name: "The malformed area's one valid page" })).toBeVisible();
    expect(problems.join('\n')).toMatch(/the chat area: navigation item #1 dropped \(null\)/);
    expect(problems.join('\n')).toMatch(/the chat area: route #1 dropped/);
  } finally {
    restore();
    server.close();
  }
});
