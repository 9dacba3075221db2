// `npm run serve`: the production builds, each app on its own origin.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { servePlatform } = require('@atrium/build/server');
const { PORTS } = require('@atrium/build');

try {
  await servePlatform();
  for (const [app, port] of Object.entries(PORTS)) console.log(`${app.padEnd(10)} http://localhost:${port}`);
  console.log('\nAtrium is served at http://localhost:3000 (Ctrl+C to stop)');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
