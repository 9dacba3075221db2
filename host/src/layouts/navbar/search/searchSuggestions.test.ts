import { SEARCH_SUGGESTIONS, visibleGroups } from './searchSuggestions';

describe('visibleGroups', () => {
  const groups = [
    {
      title: 'A',
      category: 'dashboards' as const,
      children: Array.from({ length: 7 }, (_, i) => ({ title: `a${i}`, icon: 'x', url: `/a/${i}` })),
    },
    { title: 'B', category: 'appsPages' as const, children: [{ title: 'b', icon: 'x', url: '/secret' }] },
  ];

  it('caps each group at 5', () => {
    expect(visibleGroups(groups, () => true)[0].children).toHaveLength(5);
  });

  it('drops the screens the user may not open, and groups left empty', () => {
    const result = visibleGroups(groups, (url) => url !== '/secret');
    expect(result.map((g) => g.title)).toEqual(['A']);
  });

  it('offers suggestions that all point at real routes', () => {
    for (const item of SEARCH_SUGGESTIONS.flatMap((g) => g.children)) expect(item.url).toMatch(/^\//);
  });
});
