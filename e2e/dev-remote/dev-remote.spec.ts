import { expect, test } from '@playwright/test';
import { signInThroughForm } from '../support/session';
import { untilApiReady } from '../support/apiServer';

test('dev:remote chat: the live chat remote and the built others make one platform', async ({
  page,
  request,
}) => {
  // The chat remote is the development build (file names without content hashes); ecommerce is built.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(request.url());
  });
  // The development remote live-reloads through its dev server's WebSocket: the host's policy allows it.
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
  });
  const hashed = (origin: string) =>
    scripts.filter((url) => url.startsWith(origin)).map((url) => /\.[0-9a-f]{8}\.js$/.test(url));

  await untilApiReady(request);
  await signInThroughForm(page, undefined, '/apps/chat');
  await expect(page).toHaveTitle(/^Chat \| Atrium$/);
  await expect(page.getByRole('heading', { name: 'Chats' })).toBeVisible();
  await page.goto('/apps/ecommerce/product/list');
  await expect(page.getByRole('table', { name: 'Products', exact: true }).locator('tbody tr')).toHaveCount(
    10,
  );
  const chat = hashed('http://localhost:3004/');
  const ecommerce = hashed('http://localhost:3001/');
  expect(chat.length).toBeGreaterThan(1);
  expect(chat.some(Boolean)).toBe(false);
  expect(ecommerce.some(Boolean)).toBe(true);
  await page.goto('/apps/chat');
  await expect.poll(() => sockets.filter((url) => url.startsWith('ws://localhost:3004/'))).not.toEqual([]);
  expect(refusals).toEqual([]);
});
