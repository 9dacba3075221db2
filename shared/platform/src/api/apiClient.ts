import { session } from '../session/session';
import { currentLanguage } from '../i18n/i18n';

/** An API answer that was not 2xx, with the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Field errors in the `{ errors: { field: [messages] } }` shape. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }
}

let baseUrl = '';

let onUnauthorized: () => void = () => session.logout();

/**
 * What happens when the API says the session's token is no longer good (401): by default the session
 * ends; the shell also takes the user to the login page, coming back to where they were.
 */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** Where API calls go; empty means the page's own origin (the in-browser mock API). */
export function setApiBaseUrl(url: string): void {
  baseUrl = url.replace(/\/$/, '');
}

/** What calls wait for before they go out, until it has settled; null once nothing holds them. */
let held: (() => Promise<unknown>) | null = null;

/**
 * Calls wait for `ready` before they go out: the in-browser mock API starts (its worker registers)
 * while the page already renders, so it is not in the way of the first paint, and no call can reach
 * the network before it answers. A `ready` that fails releases the calls too: they then fail with
 * their own errors. Given a function, the first call asks it (and every call waits for that answer):
 * what the calls wait for may not have been started yet. Once it has settled, calls go out at once.
 */
export function holdApiCallsUntil(ready: Promise<unknown> | (() => Promise<unknown>)): void {
  const release = () => {
    if (held === wait) held = null;
  };
  let settled: Promise<unknown> | undefined;
  const wait = () =>
    (settled ??= (typeof ready === 'function' ? ready() : ready).catch(() => undefined).then(release));
  held = wait;
  if (typeof ready !== 'function') void wait();
}

export function apiBaseUrl(): string {
  return baseUrl;
}

export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.set(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON; a Blob (a picture) is sent as it is, with its own type. */
  body?: unknown;
  signal?: AbortSignal;
  /** The revision the change was made from: the API refuses it (412) if the record has changed since. */
  ifMatch?: string;
}

/** JSON over fetch with the session's bearer token; throws ApiError for non-2xx answers. */
export async function api<T>(
  path: string,
  { method = 'GET', query, body, signal, ifMatch }: ApiRequest = {},
): Promise<T> {
  // Not held, the request is sent before this returns, not a microtask later: a list's next rows
  // asked for in a click handler are on their way before the handler goes on to change the URL and
  // the page starts re-rendering.
  if (held) await held();
  // The page's language: content the API words (FAQ, help center, courses) comes in it.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = session.get().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  const raw = typeof Blob !== 'undefined' && body instanceof Blob;
  if (body !== undefined) headers['Content-Type'] = raw ? body.type : 'application/json';
  if (ifMatch !== undefined) headers['If-Match'] = `"${ifMatch}"`;

  const response = await fetch(`${baseUrl}${path}${toQueryString(query)}`, {
    method,
    headers,
    body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    signal,
    // The API is authorised by the bearer token, never by cookies: the page's cookies (its layout
    // settings) are not sent. It also spares the in-browser mock API reading every cookie once per
    // handler it tries, which was most of its time on a page of several calls.
    credentials: 'omit',
  });

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  // Only for the session that made the call: answers to a token already replaced change nothing.
  if (response.status === 401 && token && session.get().accessToken === token) onUnauthorized();
  if (!response.ok) {
    const message =
      (data && typeof data === 'object' && ('message' in data || 'error' in data)
        ? String(
            (data as { message?: unknown; error?: unknown }).message ?? (data as { error?: unknown }).error,
          )
        : typeof data === 'string' && data
          ? data
          : response.statusText) || `Request failed with ${response.status}`;
    throw new ApiError(response.status, data, message);
  }
  // A success that is not JSON is not the API's answer: a web server without the API behind it answers
  // its index page (HTML, 200) to any path. Never handed to the page as data.
  const type = response.headers.get('content-type') ?? '';
  if (text && !/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new ApiError(
      502,
      null,
      `${method} ${path} answered ${type.split(';')[0] || 'without a type'} rather than JSON: the API is not behind ${baseUrl || 'this site'}`,
    );
  }
  return data as T;
}
