/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
import { lazyPrefetch } from './areaContract';

const context = () => ({ queryClient: new QueryClient(), search: new URLSearchParams('q=a'), params: {} });

test('loads the prefetch when first used, then runs it with the context', async () => {
  const run = jest.fn();
  const load = jest.fn(async () => run);
  const prefetch = lazyPrefetch(load);
  expect(load).not.toHaveBeenCalled();
  const given = context();
  await prefetch(given);
  expect(run).toHaveBeenCalledWith(given);
});

test('a chunk that cannot be loaded is said in the console, and nothing else happens', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  await expect(lazyPrefetch(() => Promise.reject(new Error('offline')))(context())).resolves.toBeUndefined();
  expect(error).toHaveBeenCalledWith('A route prefetch could not be loaded', expect.any(Error));
  error.mockRestore();
});
