// Stops the contract suite's private PostgreSQL (see contractPostgresSetup.mjs).
export { teardown as default } from './contractPostgresSetup.mjs';
