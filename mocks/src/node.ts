import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API for jest: `server.listen()` in beforeAll, `server.close()` in afterAll. */
export const server = setupServer(...handlers);
