import { apiModules } from '@atrium/mocks/handlers';
import { listIndexStatements } from './listSql';

// `npm run db:list-indexes -w server`: the CREATE INDEX statements the list specs use, for a new
// migration after a list's sorts or filters change (listSql.test.ts fails until the migrations hold them).
console.log(
  listIndexStatements(apiModules.flatMap((m) => m.lists ?? [])).join('\n--> statement-breakpoint\n'),
);
