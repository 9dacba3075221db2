/** @jest-environment node */
import { listQueryParams } from './listParams';

describe('listQueryParams', () => {
  it('reads an address as the list controller does: defaults, its own filters only', () => {
    expect(listQueryParams(new URLSearchParams())).toEqual({
      q: undefined,
      page: 1,
      itemsPerPage: 10,
      sortBy: undefined,
      orderBy: undefined,
    });
    expect(
      listQueryParams(new URLSearchParams('q=ann&page=3&sortBy=name&orderBy=desc&role=admin&range=year'), {
        itemsPerPage: 25,
        filters: ['role', 'plan'],
      }),
    ).toEqual({ q: 'ann', page: 3, itemsPerPage: 25, sortBy: 'name', orderBy: 'desc', role: 'admin' });
  });

  it('falls back to the defaults for a page or size that is not one', () => {
    expect(listQueryParams(new URLSearchParams('page=-2&itemsPerPage=7&orderBy=up'))).toMatchObject({
      page: 1,
      itemsPerPage: 10,
      orderBy: undefined,
    });
  });
});
