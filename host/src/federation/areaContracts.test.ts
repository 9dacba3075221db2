/** @jest-environment node */
import { matchRoutes } from 'react-router-dom';
import {
  LANGUAGES,
  describeArea,
  shellKeys,
  validateArea,
  validateAreaMetadata,
  type AreaDeclaration,
  type LanguageCode,
} from '@atrium/platform';
import ecommerce from '@atrium/ecommerce/src/area';
import invoice from '@atrium/invoice/src/area';
import email from '@atrium/email/src/area';
import chat from '@atrium/chat/src/area';
import academy from '@atrium/academy/src/area';
import admin from '@atrium/admin/src/area';
import registryDocument from '../../public/remotes.json';
import { parseRegistry } from './registry';
import { hasNavIcon } from '../layouts/navigation/navIcons';
import { stampedArea } from '../testing/stampedArea';
import { FRONT_PAGE_PATHS } from '../router/hostPaths';

// The contract between the shell and the six areas, checked on the areas' own declarations (their
// `area.ts` loads pages lazily, so importing them here is cheap): the registry's route prefixes agree
// with the routes, and everything the shell shows from an area is translated, drawn and reachable.

const AREAS: AreaDeclaration[] = [ecommerce, invoice, email, chat, academy, admin];
const registry = parseRegistry(registryDocument, 'http://localhost:3000/');

const covers = (prefix: string, path: string) =>
  path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

type Tree = { [key: string]: string | Tree };

/** Each area's strings by language, as its loaders answer them. */
const STRINGS = new Map<string, Record<LanguageCode, Tree>>();
beforeAll(async () => {
  for (const area of AREAS) {
    const entries = await Promise.all(
      LANGUAGES.map(async ({ code }) => {
        const source = area.translations[code];
        const loaded = typeof source === 'function' ? await source() : source;
        const tree = ('default' in loaded ? loaded.default : loaded) as Tree;
        return [code, tree] as const;
      }),
    );
    STRINGS.set(area.name, Object.fromEntries(entries) as Record<LanguageCode, Tree>);
  }
});
const stringsOf = (area: AreaDeclaration, code: LanguageCode) => STRINGS.get(area.name)![code];
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf key, plural forms folded into their base key. */
function keys(tree: Tree, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.add(path.replace(PLURAL, ''));
    else keys(v, path).forEach((p) => out.add(p));
  }
  return out;
}

/** The menu entries, shortcuts and search entries of an area: what the shell titles, draws and links. */
const entriesOf = (area: AreaDeclaration) => [
  ...area.navigation,
  ...area.navigation.flatMap((item) => item.children ?? []),
  ...(area.shortcuts ?? []),
  ...(area.searchEntries ?? []),
];

describe('the registry and the area contracts', () => {
  it('lists each of the six areas once', () => {
    expect(registry.remotes.map((r) => r.name).sort()).toEqual(AREAS.map((a) => a.name).sort());
  });

  it.each(AREAS.map((area) => [area.name, area] as const))(
    '%s: every route is covered by exactly one of its own prefixes and by no other area’s',
    (name, area) => {
      const own = registry.remotes.find((r) => r.name === name)!.routes;
      const others = registry.remotes.filter((r) => r.name !== name);
      for (const { path } of area.routes) {
        expect([path, own.filter((prefix) => covers(prefix, path))]).toEqual([path, [expect.any(String)]]);
        const claimed = others.flatMap((r) => r.routes.filter((prefix) => covers(prefix, path)));
        expect([path, claimed]).toEqual([path, []]);
      }
    },
  );

  it.each(AREAS.map((area) => [area.name, area] as const))(
    '%s: every prefix of the registry serves at least one route of the area',
    (name, area) => {
      const own = registry.remotes.find((r) => r.name === name)!.routes;
      const stale = own.filter((prefix) => !area.routes.some((r) => covers(prefix, r.path)));
      expect(stale).toEqual([]);
    },
  );

  it.each(AREAS.map((area) => [area.name, area] as const))(
    '%s: has the same strings in every language',
    (_name, area) => {
      const [first, ...rest] = LANGUAGES.map(({ code }) => [code, keys(stringsOf(area, code))] as const);
      for (const [code, strings] of rest) {
        expect([code, [...first[1]].filter((k) => !strings.has(k))]).toEqual([code, []]);
        expect([code, [...strings].filter((k) => !first[1].has(k))]).toEqual([code, []]);
      }
    },
  );

  it.each(AREAS.map((area) => [area.name, area] as const))(
    '%s: titles every route, menu entry, shortcut and search entry with a string it has',
    (_name, area) => {
      const strings = keys(stringsOf(area, 'en'));
      const titles = [...area.routes.map((r) => r.meta?.title), ...entriesOf(area).map((e) => e.title)];
      expect(titles.filter((title) => !title || !strings.has(title))).toEqual([]);
    },
  );

  it.each(AREAS.map((area) => [area.name, area] as const))(
    '%s: names only icons the shell draws',
    (_name, area) => {
      const icons = entriesOf(area).flatMap((e) => ('icon' in e ? [e.icon] : []));
      expect(icons.filter((icon) => !hasNavIcon(icon))).toEqual([]);
    },
  );

  it.each(AREAS.map((area) => [area.name, area] as const))(
    '%s: links its menu, shortcuts, search entries and landings to its own routes or the host’s public pages',
    (_name, area) => {
      const routes = [...area.routes, ...FRONT_PAGE_PATHS.map((path) => ({ path }))].map((r) => ({
        path: r.path,
      }));
      const targets = [
        ...entriesOf(area).flatMap((e) => ('to' in e && e.to ? [e.to] : [])),
        ...Object.values(area.landing ?? {}),
      ];
      expect(targets.filter((to) => !matchRoutes(routes, to))).toEqual([]);
    },
  );

  it.each(AREAS.map((area) => [area.name, area] as const))(
    '%s: declares the subjects it uses, uses the subjects it declares, and passes the shell’s checks',
    (name, area) => {
      const used = new Set(
        [...area.routes.map((r) => r.meta), ...entriesOf(area)]
          .map((e) => e?.subject)
          .filter((s): s is string => !!s && s !== 'all'),
      );
      expect([...used].sort()).toEqual([...area.subjects].sort());
      const { problems } = validateArea(name, stampedArea(area), {
        federationRuntime: __ATRIUM_FEDERATION_RUNTIME__,
      });
      expect(problems).toEqual([]);
    },
  );

  it.each(AREAS.map((area) => [area.name, area] as const))(
    '%s: names each subject it declares for the roles editor, in every language',
    (_name, area) => {
      for (const { code } of LANGUAGES) {
        const strings = keys(stringsOf(area, code));
        expect([code, area.subjects.filter((s) => !strings.has(`subjects.${s}`))]).toEqual([code, []]);
      }
    },
  );

  it.each(AREAS.map((area) => [area.name, area] as const))(
    '%s: its metadata, in every language, is valid and carries every string the shell shows of it',
    (_name, area) => {
      for (const { code } of LANGUAGES) {
        const written = JSON.parse(
          JSON.stringify(describeArea(stampedArea(area), code, stringsOf(area, code))),
        ) as unknown;
        const { metadata, problems } = validateAreaMetadata(area.name, written, {
          federationRuntime: __ATRIUM_FEDERATION_RUNTIME__,
          language: code,
        });
        expect([code, problems]).toEqual([code, []]);
        const carried = keys(metadata.strings as Tree);
        expect([code, shellKeys(metadata).filter((key) => !carried.has(key))]).toEqual([code, []]);
      }
    },
  );

  it('no two areas declare the same subject (a role editor row belongs to one area)', () => {
    const subjects = AREAS.flatMap((area) => [...area.subjects]);
    expect(subjects.filter((s, i) => subjects.indexOf(s) !== i)).toEqual([]);
  });

  it('sends each role to one landing at most, and no two areas declare the same route', () => {
    const roles = AREAS.flatMap((area) => Object.keys(area.landing ?? {}));
    expect(roles.filter((role, i) => roles.indexOf(role) !== i)).toEqual([]);
    const paths = AREAS.flatMap((area) => area.routes.map((r) => r.path));
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });
});
