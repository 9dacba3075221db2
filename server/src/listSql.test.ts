import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiModules } from '@atrium/mocks/handlers';
import { migrationSets } from './database';
import { listIndexStatements, sortExpression } from './listSql';

/** The SQL of a set of migrations, whole. */
const migrationsOf = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .join('\n');

test("each area's migrations create every index its lists sort and filter on (npm run db:list-indexes -w server -- <area>)", () => {
  const sets = new Map(migrationSets().map((set) => [set.owner, set.folder]));
  const withLists = apiModules.filter((m) => m.lists?.length);
  expect(withLists.map((m) => [m.area, m.lists!.map((s) => s.collection).sort()])).toEqual([
    ['ecommerce', ['customers', 'orders', 'products', 'referrals', 'reviews']],
    ['invoice', ['invoices']],
    ['email', ['emails']],
    ['academy', ['courses']],
    ['admin', ['analyticsProjects', 'auditLog', 'users', 'vehicles']],
  ]);
  const missing = withLists.flatMap((m) => {
    const folder = sets.get(m.area);
    const sql = folder ? migrationsOf(folder) : '';
    return listIndexStatements(m.lists!)
      .filter((statement) => !sql.includes(statement))
      .map((statement) => `${m.area}: ${statement}`);
  });
  expect(missing).toEqual([]);
});

test("the kernel's migrations drop every list index they once created, which the areas now own", () => {
  const kernel = migrationsOf(migrationSets()[0].folder);
  const created = [...kernel.matchAll(/CREATE INDEX IF NOT EXISTS (records_\w+)/g)].map((m) => m[1]);
  const dropped = new Set([...kernel.matchAll(/DROP INDEX IF EXISTS (records_\w+)/g)].map((m) => m[1]));
  expect(created.length).toBeGreaterThan(0);
  expect(created.filter((name) => !dropped.has(name))).toEqual([]);
});

test('a path is a literal of the expression, quoted, never a parameter', () => {
  expect(sortExpression('client.name', 'text')).toBe(
    `lower(coalesce((doc #>> '{client,name}'), '') COLLATE "C")`,
  );
  expect(sortExpression("it's", 'money')).toBe(`atrium_money((doc #>> '{it''s}'))`);
});
