import { getResponse } from 'msw';
import { passThroughNonApi } from './passThroughNonApi';

const answer = (url: string) => getResponse([passThroughNonApi], new Request(url));

test('a request that is not an API call is passed to the network, an API call is left to the handlers', async () => {
  const script = await answer('http://localhost:3006/__federation_expose_area.1a2b3c4d.js');
  expect(script?.headers.get('x-msw-intention')).toBe('passthrough');
  expect(await answer('http://localhost:3000/images/avatars/1.svg')).toBeDefined();
  expect(await answer('http://localhost:3000/api/apps/users')).toBeUndefined();
});
