/** @jest-environment node */
import { parseListState } from './listState';

describe('parseListState', () => {
  it('reads defaults from an empty query', () => {
    expect(parseListState(new URLSearchParams())).toEqual({
      q: '',
      page: 1,
      itemsPerPage: 10,
      sortBy: undefined,
      orderBy: undefined,
      filters: {},
    });
  });

  it('falls back on bad paging and keeps filters', () => {
    const s = parseListState(
      new URLSearchParams('page=abc&itemsPerPage=7&orderBy=up&status=Published&q=shoe'),
    );
    expect(s.page).toBe(1);
    expect(s.itemsPerPage).toBe(10);
    expect(s.orderBy).toBeUndefined();
    expect(s.filters).toEqual({ status: 'Published' });
    expect(s.q).toBe('shoe');
  });
});
