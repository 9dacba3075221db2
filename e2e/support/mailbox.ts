import { expect, type Page } from '@playwright/test';
import { TENANT_HEADER, tenantOfContext } from './tenant';

const ORIGIN = 'http://localhost:3000';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest mail the API sent to `to` whose subject matches, read from the development outbox
 * (GET /api/dev/outbox?to=, as the test's tenant) as its recipient would read their inbox; waits for it.
 */
export async function newestMail(page: Page, to: string, subject: RegExp): Promise<Mail> {
  const tenant = tenantOfContext(page.context());
  let found: Mail | undefined;
  await expect(async () => {
    const answer = await page.request.get(`${ORIGIN}/api/dev/outbox?to=${encodeURIComponent(to)}`, {
      headers: tenant ? { [TENANT_HEADER]: tenant } : {},
    });
    expect(answer.ok()).toBe(true);
    const { messages } = (await answer.json()) as { messages: Mail[] };
    found = messages.find((m) => subject.test(m.subject));
    expect(found).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return found!;
}

/** The path and query of the first link in a mail (the page it opens on this site). */
export function linkIn(mail: Mail): string {
  const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  return `${url.pathname}${url.search}`;
}
