import fs from 'node:fs';
import path from 'node:path';
import { isUnder, pathOf } from '../apiModule';
import { apiModules, handlers } from '.';
import { AREA_TABLES, COLLECTION_KINDS, KERNEL_TABLES } from '../db';

const remotes = path.resolve(__dirname, '../../../remotes');

describe('the API is composed of the kernel and one module per area', () => {
  it('has the module of every area that has one under remotes/<area>/api, once', () => {
    const onDisk = fs
      .readdirSync(remotes)
      .filter((area) => fs.existsSync(path.join(remotes, area, 'api', 'index.ts')))
      .sort();
    const composed = apiModules.map((module) => module.area);
    expect(composed.filter((area) => area !== 'kernel').sort()).toEqual(onDisk);
    expect(new Set(composed).size).toBe(composed.length);
  });

  it('answers each route in the module whose prefixes hold it', () => {
    const strays = apiModules.flatMap((module) =>
      module.handlers
        .map(pathOf)
        .filter((route) => !module.prefixes.some((prefix) => isUnder(route, prefix)))
        .map((route) => `${module.area}: ${route}`),
    );
    expect(strays).toEqual([]);
  });

  it('gives no two modules overlapping prefixes, so their order never decides who answers', () => {
    const owned = apiModules.flatMap((module) =>
      module.prefixes.map((prefix) => ({ area: module.area, prefix })),
    );
    const overlaps = owned.flatMap((a) =>
      owned
        .filter((b) => a !== b && isUnder(b.prefix, a.prefix))
        .map((b) => `${a.area} ${a.prefix} holds ${b.area} ${b.prefix}`),
    );
    expect(overlaps).toEqual([]);
  });

  it('serves every handler of every module', () => {
    expect(handlers).toHaveLength(apiModules.reduce((sum, module) => sum + module.handlers.length, 0));
  });
});

describe("the data is composed of the kernel's collections and each area's tables", () => {
  it('has the tables of every area that declares some in remotes/<area>/api/tables.ts, once', () => {
    const onDisk = fs
      .readdirSync(remotes)
      .filter((area) => fs.existsSync(path.join(remotes, area, 'api', 'tables.ts')))
      .sort();
    const composed = AREA_TABLES.map((tables) => tables.area);
    expect([...composed].sort()).toEqual(onDisk);
    expect(new Set(composed).size).toBe(composed.length);
  });

  it('gives every collection one owner: no area declares a collection another (or the kernel) has', () => {
    // The composition spreads the kernel's, then each area's: a name declared twice would count once.
    const declared = [KERNEL_TABLES, ...AREA_TABLES].flatMap((tables) => Object.keys(tables.collections));
    expect(declared.filter((name, i) => declared.indexOf(name) !== i)).toEqual([]);
    expect(declared.sort()).toEqual(Object.keys(COLLECTION_KINDS).sort());
  });
});

describe('segment prefixes', () => {
  it('holds a path below a prefix on a whole segment only', () => {
    expect(isUnder('/api/apps/invoice/:id', '/api/apps/invoice')).toBe(true);
    expect(isUnder('/api/apps/invoice', '/api/apps/invoice')).toBe(true);
    expect(isUnder('/api/apps/invoices', '/api/apps/invoice')).toBe(false);
  });
});
