import { CLAIM_WAIT_MS, untilClaimed } from './untilClaimed';

/** A page's service worker container: its controller, and the registration for its scope. */
function container({
  controller = null,
  registration,
}: {
  controller?: object | null;
  registration?: Partial<ServiceWorkerRegistration>;
}) {
  const events = new EventTarget();
  const fake = Object.assign(events, {
    controller,
    getRegistration: () => Promise.resolve(registration),
    claim() {
      fake.controller = {};
      events.dispatchEvent(new Event('controllerchange'));
    },
  });
  return fake;
}

/** Whether `promise` has settled once pending promise callbacks have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

const asContainer = (fake: ReturnType<typeof container>) => fake as unknown as ServiceWorkerContainer;

describe('untilClaimed', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for a worker that is installing to claim the page', async () => {
    const page = container({ registration: { installing: {} as ServiceWorker } });
    const claimed = untilClaimed(asContainer(page));
    expect(await settled(claimed)).toBe(false);
    page.claim();
    expect(await settled(claimed)).toBe(true);
  });

  it('waits for a worker that is activating', async () => {
    const page = container({ registration: { active: { state: 'activating' } as ServiceWorker } });
    const claimed = untilClaimed(asContainer(page));
    expect(await settled(claimed)).toBe(false);
    page.claim();
    expect(await settled(claimed)).toBe(true);
  });

  it('does not wait for long: a worker that never claims the page leaves it to MSW', async () => {
    const claimed = untilClaimed(
      asContainer(container({ registration: { installing: {} as ServiceWorker } })),
    );
    expect(await settled(claimed)).toBe(false);
    jest.advanceTimersByTime(CLAIM_WAIT_MS - 1);
    expect(await settled(claimed)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(claimed)).toBe(true);
  });

  it('does not wait when the page is controlled, has no worker yet, or one that is active already', async () => {
    expect(await settled(untilClaimed(asContainer(container({ controller: {} }))))).toBe(true);
    expect(await settled(untilClaimed(asContainer(container({}))))).toBe(true);
    const active = container({ registration: { active: { state: 'activated' } as ServiceWorker } });
    expect(await settled(untilClaimed(asContainer(active)))).toBe(true);
  });
});
