import { readConfig } from './config';
import { StartupError } from './database';
import { createLogger } from './logger';
import { startServer } from './server';

/** `npm run api`: the API server, configured by its environment (see README.md). */
async function main() {
  const read = readConfig(process.env);
  if ('errors' in read) {
    console.error(`Atrium API: invalid configuration\n  ${read.errors.join('\n  ')}`);
    process.exit(1);
  }
  const logger = createLogger(read.config.logLevel);
  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startServer(read.config, logger);
  } catch (error) {
    if (error instanceof StartupError) logger.fatal(error.message);
    else logger.fatal({ err: error }, 'Atrium API could not start');
    process.exit(1);
  }
  const shutdown = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    running.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

void main();
