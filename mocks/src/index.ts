export { handlers } from './handlers';
export { db, resetMockDb } from './db';
export { issueToken, resetMockTokens } from './lib/tokens';
export { setMockClock } from './lib/clock';
