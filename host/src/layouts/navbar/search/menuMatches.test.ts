import type { AreaState } from '../../../federation/areaStore';
import type { Registry } from '../../../federation/registry';
import { stampedArea } from '../../../testing/stampedArea';
import { menuMatches, mergeSearchGroups } from './menuMatches';

const registry: Registry = {
  version: 1,
  remotes: [
    { name: 'admin', manifest: 'http://y/m.json', routes: ['/forms'] },
    { name: 'email', manifest: 'http://z/m.json', routes: ['/apps/email'] },
  ],
};

const FRENCH: Record<string, string> = {
  'nav.formElements': 'Éléments de formulaire',
  'titles.select': 'Liste déroulante',
  'titles.rating': 'Notation',
  'nav.roles': 'Rôles',
  'nav.typography': 'Typographie',
};
const translate = (_ns: string, key: string) => FRENCH[key] ?? key;

const states = new Map<string, AreaState>([
  [
    'admin',
    {
      status: 'ready',
      area: stampedArea({
        name: 'admin',
        routes: [],
        translations: { en: {}, fr: {}, ar: {} },
        navigation: [
          {
            section: 'formsTables',
            order: 1,
            title: 'nav.formElements',
            icon: 'checkbox',
            children: [
              { title: 'titles.select', to: '/forms/select' },
              { title: 'titles.rating', to: '/forms/rating' },
            ],
          },
          {
            section: 'uiElements',
            order: 1,
            title: 'nav.typography',
            icon: 'typography',
            to: '/pages/typography',
          },
          {
            section: 'appsPages',
            order: 2,
            title: 'nav.roles',
            icon: 'lock',
            to: '/apps/roles',
            action: 'read',
            subject: 'Role',
          },
        ],
      }),
    },
  ],
  ['email', { status: 'loading' }],
]);

const everything = () => true;

test('finds the menu’s screens by their title in the page’s language, whatever the case and accents', () => {
  expect(menuMatches(registry, states, everything, translate, 'DEROUL')).toEqual([
    {
      title: 'formsTables',
      category: 'formsTables',
      children: [{ title: 'Liste déroulante', icon: 'checkbox', url: '/forms/select' }],
    },
  ]);
  expect(menuMatches(registry, states, everything, translate, 'typo')[0]).toMatchObject({
    category: 'userInterface',
    children: [{ url: '/pages/typography' }],
  });
  expect(menuMatches(registry, states, everything, translate, '  ')).toEqual([]);
});

test('offers only what the ability lets the user open', () => {
  const noRoles = (target: { subject?: string }) => target.subject !== 'Role';
  expect(menuMatches(registry, states, noRoles, translate, 'rôles')).toEqual([]);
  expect(menuMatches(registry, states, everything, translate, 'roles')[0].children[0].url).toBe(
    '/apps/roles',
  );
});

test('adds the menu’s matches to the API’s group of the same kind, each screen once', () => {
  const fromApi = [
    {
      title: 'Forms & Tables',
      category: 'formsTables' as const,
      children: [{ title: 'Select', icon: 'list', url: '/forms/select' }],
    },
  ];
  const fromMenu = menuMatches(registry, states, everything, translate, 'o');
  const merged = mergeSearchGroups(fromApi, fromMenu);
  expect(merged[0].children.map((c) => c.url)).toEqual(['/forms/select', '/forms/rating']);
  expect(merged.map((g) => g.category)).toEqual(['formsTables', 'userInterface', 'appsPages']);
});
