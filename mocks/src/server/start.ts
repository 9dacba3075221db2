import { createServer } from 'node:http';
import { handlers } from '../handlers';
import { createMockListener } from './app';

/** The mock API as a plain HTTP server (for running the apps without the service worker, or other clients). */
const port = Number(process.env.ATRIUM_MOCK_PORT ?? 3100);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`ATRIUM_MOCK_PORT must be a port number, got '${process.env.ATRIUM_MOCK_PORT}'`);
  process.exit(1);
}

const listener = createMockListener(handlers);
const server = createServer((req, res) => void listener(req, res));
server.listen(port, () =>
  console.log(`Atrium mock API on http://localhost:${port} (${handlers.length} handlers)`),
);

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
