import { bigint, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The stored copy of the mock API's working set (`db` of @atrium/mocks): one row per element of a list
 * collection, one row per record collection. `position` keeps a list's order; `key` is stable for an
 * element across saves (see rows.ts), so a change rewrites only the rows that changed.
 */
export const records = pgTable(
  'records',
  {
    collection: text('collection').notNull(),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    doc: jsonb('doc').notNull(),
  },
  (table) => [primaryKey({ columns: [table.collection, table.key] })],
);

/**
 * The collections the database holds, with their kind. A list with no element has no row in `records`:
 * this table tells "emptied by a user" (keep it empty) from "added to the code since the last start"
 * (build its sample data).
 */
export const collections = pgTable('collections', {
  name: text('name').primaryKey(),
  kind: text('kind', { enum: ['array', 'object'] }).notNull(),
});

/**
 * The data's version, one row: every write adds one in its transaction. An API process that finds
 * another version than the one it last loaded or wrote reloads before it answers, so several
 * processes over one database each answer from the data as it is (see persistence.ts).
 */
export const dataVersion = pgTable('data_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
