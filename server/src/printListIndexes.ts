import { apiModules } from '@atrium/mocks/handlers';
import { listIndexStatements } from './listSql';

// `npm run db:list-indexes -w server -- <area>`: the CREATE INDEX statements the area's lists use, for
// a new migration in remotes/<area>/api/migrations after a list's sorts or filters change
// (listSql.test.ts fails until the area's migrations hold them).
const area = process.argv[2];
const module = apiModules.find((m) => m.area === area);
if (!module) {
  console.error(
    `Usage: npm run db:list-indexes -w server -- <area>, one of: ${apiModules
      .filter((m) => m.lists?.length)
      .map((m) => m.area)
      .join(', ')}`,
  );
  process.exit(2);
}
console.log(listIndexStatements(module.lists ?? []).join('\n--> statement-breakpoint\n'));
