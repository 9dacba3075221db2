#!/usr/bin/env node
// `npm run test:contract:postgres`: the contract suite (the API's tests, every call through the server's
// app) with the server's storage on a real PostgreSQL, so every change the suite makes is written by the
// SQL production runs. Without PostgreSQL installed it is skipped with a notice, unless
// ATRIUM_REQUIRE_POSTGRES=1 (CI sets it).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { postgresBin } from './privatePostgres.mjs';

if (!postgresBin()) {
  if (process.env.ATRIUM_REQUIRE_POSTGRES === '1') {
    console.error('PostgreSQL is required and not installed (apt-get install postgresql)');
    process.exit(1);
  }
  console.log('PostgreSQL is not installed: the contract suite on PostgreSQL is skipped (CI runs it)');
  process.exit(0);
}
const here = import.meta.dirname;
const result = spawnSync(
  'npx',
  [
    'jest',
    '--config',
    path.join(here, '../jest.contract.config.cjs'),
    '--globalSetup',
    path.join(here, 'contractPostgresSetup.mjs'),
    '--globalTeardown',
    path.join(here, 'contractPostgresTeardown.mjs'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', cwd: path.join(here, '../..') },
);
process.exit(result.status ?? 1);
