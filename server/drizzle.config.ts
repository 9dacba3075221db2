import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w server` writes a new SQL migration under drizzle/ after a change to src/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './drizzle',
});
