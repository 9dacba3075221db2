/** @jest-environment node */
import { harness, newUser } from './testing/harness';

/** Reads a server-sent event stream until its text holds `text` (or it ends). */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string) {
  const decoder = new TextDecoder();
  let seen = '';
  while (!seen.includes(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += decoder.decode(value);
  }
  return seen;
}

describe('GET /api/events', () => {
  it('refuses a visitor and a bad token', async () => {
    const h = await harness();
    expect((await h.request('/api/events')).status).toBe(401);
    expect((await h.request('/api/events?token=not-a-session')).status).toBe(401);
  });

  it('streams what each save changed, with who changed it, to a signed-in page; closing ends the stream', async () => {
    const h = await harness();
    const stream = await h.request(`/api/events?token=${h.token}`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
    const reader = stream.body!.getReader();
    expect(await readUntil(reader, 'event: ready')).toContain('event: ready');
    expect(h.live.size).toBe(1);

    const created = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', body: JSON.stringify(newUser(9)) }),
    );
    expect(created.status).toBe(201);
    const event = await readUntil(reader, '\n\n');
    expect(event).toContain('event: changed');
    const data = JSON.parse(/data: (.*)/.exec(event)![1]) as { collections: string[]; actorId: number };
    expect(data.collections).toEqual(expect.arrayContaining(['users', 'auditLog']));
    expect(data.actorId).toBe(51);

    // A read changes nothing: no event.
    await h.request('/api/apps/users', h.authorized());
    h.live.close();
    expect(await readUntil(reader, 'never')).toBe('');
    expect(h.live.size).toBe(0);
  });
});
