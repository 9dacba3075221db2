import { databaseCommand } from './databaseCommand';
import { Persistence } from './persistence';
import { mockWorkingSet, openStorage } from './server';

/** `npm run db:reset`: empties the database and seeds it again (stop the server first). */
void databaseCommand('db:reset', 'The database was emptied and seeded again', async (config, logger) => {
  const storage = await openStorage(config, logger);
  try {
    await new Persistence(storage, mockWorkingSet(config.seedScale)).reseed();
  } finally {
    await storage.close();
  }
});
