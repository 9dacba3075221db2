import { api, ApiError, toQueryString } from './apiClient';

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

  it('returns null for an empty 204', async () => {
    global.fetch = jest.fn(async () => new Response(null, { status: 204 })) as typeof fetch;
    await expect(api('/api/x', { method: 'DELETE' })).resolves.toBeNull();
  });
});
