/** How long a page waits for a worker that is on its way to claim it. */
export const CLAIM_WAIT_MS = 3000;

/**
 * Resolves once this page is controlled by the mock API's service worker, when a worker another page
 * registered is still installing or activating (it claims the open pages as it activates); at once
 * otherwise. MSW reloads a page it finds uncontrolled beside a registration, so that the worker sees
 * its requests: a page opened in the moment between another page's registration and the claim would
 * be reloaded once, as its visitor reads it. A page left uncontrolled otherwise (a hard reload) is not
 * waited for, and the wait is bounded: MSW then reloads it as before.
 */
export async function untilClaimed(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<void> {
  if (container.controller) return;
  const registration = await container.getRegistration();
  const arriving =
    registration &&
    (registration.installing || registration.waiting || registration.active?.state === 'activating');
  if (!arriving) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, CLAIM_WAIT_MS);
    container.addEventListener('controllerchange', done);
  });
}
