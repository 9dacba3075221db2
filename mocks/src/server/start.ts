import { createServer } from 'node:http';
import { handlers } from '../handlers';
import { createMockListener } from './app';
import { listenAddress } from './config';

/** The mock API as a plain HTTP server (for running the apps without the service worker, or other clients). */
const address = listenAddress(process.env);
if ('error' in address) {
  console.error(address.error);
  process.exit(1);
}
const { host, port } = address;

const listener = createMockListener(handlers);
const server = createServer((req, res) => void listener(req, res));
server.listen(port, host, () =>
  console.log(
    `Atrium mock API on http://${host.includes(':') ? `[${host}]` : host}:${port} (${handlers.length} handlers)`,
  ),
);

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
