import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiModules } from '@atrium/mocks/handlers';
import { MIGRATIONS_FOLDER } from './database';
import { listIndexStatements, sortExpression } from './listSql';

const migrations = readdirSync(MIGRATIONS_FOLDER)
  .filter((name) => name.endsWith('.sql'))
  .map((name) => readFileSync(path.join(MIGRATIONS_FOLDER, name), 'utf8'))
  .join('\n');

test('the migrations create every index the lists sort and filter on (npm run db:list-indexes -w server)', () => {
  const specs = apiModules.flatMap((m) => m.lists ?? []);
  expect(specs.map((s) => s.collection).sort()).toEqual([
    'auditLog',
    'customers',
    'emails',
    'invoices',
    'orders',
    'products',
    'users',
  ]);
  const missing = listIndexStatements(specs).filter((statement) => !migrations.includes(statement));
  expect(missing).toEqual([]);
});

test('a path is a literal of the expression, quoted, never a parameter', () => {
  expect(sortExpression('client.name', 'text')).toBe(
    `lower(coalesce((doc #>> '{client,name}'), '') COLLATE "C")`,
  );
  expect(sortExpression("it's", 'money')).toBe(`atrium_money((doc #>> '{it''s}'))`);
});
