import { http, passthrough } from 'msw';

/**
 * The first handler the browser's worker tries: anything that is not an API call (the areas' scripts
 * and metadata, pictures, fonts) goes on to the network at once. Otherwise MSW tries every handler on
 * each such request, each one reading the request's cookies: on a page opening a screen of another
 * area, that was more time than the API calls took.
 */
export const passThroughNonApi = http.all(
  ({ request }) => !new URL(request.url).pathname.startsWith('/api/'),
  () => passthrough(),
);
