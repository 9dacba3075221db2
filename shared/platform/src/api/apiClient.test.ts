/** @jest-environment node */
import { api, ApiError, holdApiCallsUntil, setUnauthorizedHandler, toQueryString } from './apiClient';
import { session } from '../session/session';
import { i18n, initI18n } from '../i18n/i18n';

describe('toQueryString', () => {
  it('skips empty values and repeats arrays', () => {
    expect(toQueryString({ q: '', page: 2, calendars: ['Business', 'Family'], x: undefined })).toBe(
      '?page=2&calendars=Business&calendars=Family',
    );
  });
});

describe('api', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('throws ApiError with field errors for a 400', async () => {
    global.fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ errors: { email: ['Invalid email or password'] } }), { status: 400 }),
    ) as typeof fetch;
    const error = await api('/api/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors.email).toEqual(['Invalid email or password']);
  });

  it('holds calls until the API is ready, and lets them go even if it failed to start', async () => {
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    global.fetch = fetchMock as typeof fetch;
    let start!: () => void;
    holdApiCallsUntil(new Promise<void>((resolve) => (start = resolve)));
    const call = api('/api/x');
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    start();
    await expect(call).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    holdApiCallsUntil(Promise.reject(new Error('the worker did not register')));
    await expect(api('/api/x')).resolves.toBeNull();
    holdApiCallsUntil(Promise.resolve());
  });

  it('sends a call at once when nothing holds it, before the caller goes on', async () => {
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    global.fetch = fetchMock as typeof fetch;
    holdApiCallsUntil(Promise.resolve());
    await api('/api/x'); // released: the API is ready
    fetchMock.mockClear();
    const call = api('/api/y');
    expect(fetchMock).toHaveBeenCalledWith('/api/y', expect.anything());
    await expect(call).resolves.toBeNull();
  });

  it('refuses a success that is not JSON (a web server answering its HTML page), never handing it over as data', async () => {
    global.fetch = jest.fn(
      async () =>
        new Response('<!doctype html><title>Atrium</title>', { headers: { 'Content-Type': 'text/html' } }),
    ) as typeof fetch;
    const call = api('/api/apps/helpdesk/tickets');
    await expect(call).rejects.toMatchObject({ status: 502 });
    await expect(api('/api/apps/helpdesk/tickets')).rejects.toThrow(
      'GET /api/apps/helpdesk/tickets answered text/html rather than JSON',
    );
  });

  it("asks in the page's language (Accept-Language), for the content the API words", async () => {
    const fetchMock = jest.fn(
      async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    await initI18n();
    await i18n.changeLanguage('fr');
    try {
      await api('/api/pages/faq');
      expect((fetchMock.mock.calls[0][1].headers as Record<string, string>)['Accept-Language']).toBe('fr');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('sends a Blob body as it is, with its own type (a picture), not as JSON', async () => {
    const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => Response.json({ avatar: '/a' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const picture = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(api('/api/account/picture', { method: 'POST', body: picture })).resolves.toEqual({
      avatar: '/a',
    });
    const init = fetchMock.mock.calls[0][1];
    expect(init.body).toBe(picture);
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
  });

  it('given a function, the first call starts what the calls wait for, once', async () => {
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    global.fetch = fetchMock as typeof fetch;
    const start = jest.fn(() => Promise.resolve());
    holdApiCallsUntil(start);
    expect(start).not.toHaveBeenCalled();
    await Promise.all([api('/api/x'), api('/api/y')]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    holdApiCallsUntil(Promise.resolve());
  });

  it('sends no cookies: the API is authorised by the bearer token', async () => {
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    global.fetch = fetchMock as typeof fetch;
    await api('/api/x');
    expect(fetchMock).toHaveBeenCalledWith('/api/x', expect.objectContaining({ credentials: 'omit' }));
  });

  it('returns null for an empty 204', async () => {
    global.fetch = jest.fn(async () => new Response(null, { status: 204 })) as typeof fetch;
    await expect(api('/api/x', { method: 'DELETE' })).resolves.toBeNull();
  });

  describe('a 401', () => {
    const user = { id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin' };
    const token = 'a3f1c2d4e5b6a7980112233445566778';
    const unauthorized = () =>
      jest.fn(async () => new Response(JSON.stringify({ message: 'Sign in again' }), { status: 401 }));
    afterEach(() => {
      setUnauthorizedHandler(() => session.logout());
      session.logout();
    });

    it('ends the session that made the call, by default', async () => {
      session.login({
        userData: user,
        accessToken: token,
        userAbilityRules: [{ action: 'manage', subject: 'all' }],
      });
      global.fetch = unauthorized() as typeof fetch;
      await expect(api('/api/apps/users')).rejects.toMatchObject({ status: 401, message: 'Sign in again' });
      expect(session.isLoggedIn()).toBe(false);
    });

    it("calls the shell's handler once per stale token, and never for a call made signed out", async () => {
      const handler = jest.fn(() => session.logout());
      setUnauthorizedHandler(handler);
      global.fetch = unauthorized() as typeof fetch;
      await api('/api/auth/login', { method: 'POST', body: {} }).catch(() => undefined);
      expect(handler).not.toHaveBeenCalled();
      session.login({
        userData: user,
        accessToken: token,
        userAbilityRules: [{ action: 'manage', subject: 'all' }],
      });
      await Promise.all([api('/api/a').catch(() => undefined), api('/api/b').catch(() => undefined)]);
      expect(handler).toHaveBeenCalledTimes(1);
    });
  });
});
