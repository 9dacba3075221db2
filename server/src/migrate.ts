import { readConfig } from './config';
import { StartupError } from './database';
import { createLogger } from './logger';
import { openStorage } from './server';

/**
 * `npm run db:migrate`: applies the migrations the database lacks (the server also does at every start),
 * forward only, under the migration lock; refuses a database migrated by newer code. Seeds nothing.
 */
async function main() {
  const read = readConfig(process.env);
  if ('errors' in read) {
    console.error(`Atrium API: invalid configuration\n  ${read.errors.join('\n  ')}`);
    process.exit(1);
  }
  const logger = createLogger(read.config.logLevel === 'warn' ? 'info' : read.config.logLevel);
  try {
    await (await openStorage(read.config, logger)).close();
  } catch (error) {
    if (error instanceof StartupError) logger.fatal(error.message);
    else logger.fatal({ err: error }, 'db:migrate failed');
    process.exit(1);
  }
  logger.info(
    { database: read.config.databaseUrl ? 'postgresql' : `pglite ${read.config.dataDir}` },
    'The database is migrated',
  );
}

void main();
