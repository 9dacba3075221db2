/**
 * A PUT of `body` to `url` as `caller` with an `If-Match` header (`"<revision>"`, as the edit forms
 * send it; none when omitted): the status, the ETag and the parsed body.
 */
export async function putWithRevision(caller: typeof fetch, url: string, body: unknown, ifMatch?: string) {
  const res = await caller(url, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    body: JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it expects
  const parsed: any = await res.json();
  return { status: res.status, etag: res.headers.get('etag'), body: parsed };
}
