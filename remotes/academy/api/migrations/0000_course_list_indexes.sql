-- The indexes the course list (remotes/academy/api/listCourses.ts) sorts, filters and searches on, as
-- `npm run db:list-indexes -w server -- academy` prints them (expressions and functions: server/src/listSql.ts
-- and the kernel's 0001_list_queries); the progress sort and the "hide completed" filter share one index.
CREATE INDEX IF NOT EXISTS records_courses_43030bc44c ON records (((doc #>> '{tags}')) NULLS FIRST) WHERE collection = 'courses';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_courses_7341781a9f ON records USING gin ((lower(coalesce((doc #>> '{courseTitle}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'courses';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_courses_9621af7179 ON records ((lower(coalesce((doc #>> '{courseTitle}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'courses';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_courses_a174da0e0b ON records (((atrium_number((doc #>> '{completedTasks}')) / nullif(atrium_number((doc #>> '{totalTasks}')), 0))) NULLS FIRST) WHERE collection = 'courses';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_courses_dfd013ce73 ON records USING gin ((lower(coalesce((doc #>> '{user}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'courses';
