import { HttpResponse } from 'msw';

/** A 4xx answer with a JSON message naming the problem. */
export function jsonError(status: number, message: string) {
  return HttpResponse.json({ message }, { status });
}

/** Reads a JSON body; undefined when the body is missing or not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    const text = await request.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The pattern an endpoint path matches on any origin (browser page, jest, the HTTP server). */
export const api = (path: string) => `*${path}`;
