export { handlers } from './handlers';
export { db, resetMockDb } from './db';
