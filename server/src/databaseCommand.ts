import { readConfig, type ServerConfig } from './config';
import { StartupError } from './database';
import { createLogger, type Logger } from './logger';

/**
 * Runs one of the database commands (db:migrate, db:reset) as the server would connect: the
 * configuration from the environment (exit 1 with the reasons when invalid), a log, and exit 1 with
 * the reason when the work fails; `done` is logged with the database's name when it succeeds.
 */
export async function databaseCommand(
  name: string,
  done: string,
  work: (config: ServerConfig, logger: Logger) => Promise<void>,
): Promise<void> {
  const read = readConfig(process.env);
  if ('errors' in read) {
    console.error(`Atrium API: invalid configuration\n  ${read.errors.join('\n  ')}`);
    process.exit(1);
  }
  const logger = createLogger(read.config.logLevel === 'warn' ? 'info' : read.config.logLevel);
  try {
    await work(read.config, logger);
  } catch (error) {
    if (error instanceof StartupError) logger.fatal(error.message);
    else logger.fatal({ err: error }, `${name} failed`);
    process.exit(1);
  }
  logger.info({ database: read.config.databaseUrl ? 'postgresql' : `pglite ${read.config.dataDir}` }, done);
}
