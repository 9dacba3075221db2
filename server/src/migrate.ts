import { databaseCommand } from './databaseCommand';
import { openStorage } from './server';

/**
 * `npm run db:migrate`: applies the migrations the database lacks (the server also does at every start),
 * forward only, under the migration lock; refuses a database migrated by newer code. Seeds nothing.
 */
void databaseCommand('db:migrate', 'The database is migrated', async (config, logger) => {
  await (await openStorage(config, logger)).close();
});
