import type { WorkingSet } from './persistence';

/** The header that names a test tenant (only with ATRIUM_TEST_TENANTS=1). */
export const TENANT_HEADER = 'x-atrium-tenant';
export const TENANT_ID = /^[a-z0-9-]{1,64}$/;
/** The most tenants kept; the least recently used goes first. */
export const MAX_TENANTS = 300;

/**
 * Test tenants (the e2e suite): each has a working set of its own, the sample data built afresh the
 * first time its id is seen and never saved. Requests are serialized (the server's mutex), so a tenant's
 * request swaps its collections into `db` around the handler call and the real ones back after.
 *
 * A tenant's collections are kept as property descriptors of `db`: one a handler never read is still the
 * lazy sample-data getter, so a tenant costs only the collections its requests touch. Only what is in `db`
 * is isolated; state the mock keeps elsewhere is shared by every tenant and the real data.
 */
export class Tenants {
  private readonly sets = new Map<string, Map<string, PropertyDescriptor>>();

  constructor(
    private readonly set: WorkingSet,
    private readonly max = MAX_TENANTS,
  ) {}

  get size(): number {
    return this.sets.size;
  }

  private descriptors(): Map<string, PropertyDescriptor> {
    const out = new Map<string, PropertyDescriptor>();
    for (const name of Object.keys(this.set.kinds)) {
      const descriptor = Object.getOwnPropertyDescriptor(this.set.db, name);
      if (descriptor) out.set(name, descriptor);
    }
    return out;
  }

  private restore(descriptors: Map<string, PropertyDescriptor>): void {
    for (const [name, descriptor] of descriptors) Object.defineProperty(this.set.db, name, descriptor);
  }

  /** Runs `handle` with tenant `id`'s collections in `db`; the caller holds the server's mutex. */
  async run<T>(id: string, handle: () => Promise<T>): Promise<T> {
    const real = this.descriptors();
    const own = this.sets.get(id);
    // Most recently used last: Map keeps insertion order.
    this.sets.delete(id);
    // A tenant seen before has every collection kept (`descriptors` reads them all): restored whole.
    // A new one starts from the sample data.
    if (own) this.restore(own);
    else this.set.reset();
    try {
      return await handle();
    } finally {
      this.sets.set(id, this.descriptors());
      this.restore(real);
      for (const oldest of this.sets.keys()) {
        if (this.sets.size <= this.max) break;
        this.sets.delete(oldest);
      }
    }
  }
}
