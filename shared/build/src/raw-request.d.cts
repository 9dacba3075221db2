import type { IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent: compressed when `content-encoding` says so. */
  body: Buffer;
}

/** One request on a connection of its own, with exactly the headers given; the body left as sent. */
export function rawRequest(
  url: string,
  headers?: Record<string, string>,
  method?: string,
): Promise<RawResponse>;

/** The body as the client reads it. */
export function decodedBody(response: RawResponse): Buffer;
