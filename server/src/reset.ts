import { readConfig } from './config';
import { StartupError } from './database';
import { createLogger } from './logger';
import { Persistence } from './persistence';
import { mockWorkingSet, openStorage } from './server';

/** `npm run db:reset`: empties the database and seeds it again (stop the server first). */
async function main() {
  const read = readConfig(process.env);
  if ('errors' in read) {
    console.error(`Atrium API: invalid configuration\n  ${read.errors.join('\n  ')}`);
    process.exit(1);
  }
  const logger = createLogger(read.config.logLevel === 'warn' ? 'info' : read.config.logLevel);
  try {
    const storage = await openStorage(read.config, logger);
    try {
      await new Persistence(storage, mockWorkingSet(read.config.seedScale)).reseed();
    } finally {
      await storage.close();
    }
  } catch (error) {
    if (error instanceof StartupError) logger.fatal(error.message);
    else logger.fatal({ err: error }, 'db:reset failed');
    process.exit(1);
  }
  logger.info(
    { database: read.config.databaseUrl ? 'postgresql' : `pglite ${read.config.dataDir}` },
    'The database was emptied and seeded again',
  );
}

void main();
