// Jest global set-up and tear-down of the contract suite's PostgreSQL run (contract-postgres.mjs): one
// private cluster for the run; each test file makes a database of its own on it (contractNode.ts).
import { startPrivatePostgres } from './privatePostgres.mjs';

export default async function setup() {
  const cluster = await startPrivatePostgres();
  globalThis.atriumContractCluster = cluster;
  // Set before jest starts its workers, which inherit it.
  process.env.ATRIUM_CONTRACT_DATABASE_URL = cluster.url;
}

export function teardown() {
  globalThis.atriumContractCluster?.stop();
}
