-- The indexes the mailbox's list (remotes/email/api/listEmails.ts) sort, filter and search on, as `npm run db:list-indexes -w server -- email`
-- prints them (expressions and functions: server/src/listSql.ts and the kernel's 0001_list_queries).
CREATE INDEX IF NOT EXISTS records_emails_1cb60124ea ON records (((doc #>> '{folder}')) NULLS FIRST) WHERE collection = 'emails';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_emails_6945c327e8 ON records (((doc #>> '{isStarred}')) NULLS FIRST) WHERE collection = 'emails';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_emails_7cf86d0d3d ON records ((lower(coalesce((doc #>> '{time}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'emails';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_emails_9a5a2f8012 ON records (((doc #>> '{ownerId}')) NULLS FIRST) WHERE collection = 'emails';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_emails_9e0549a638 ON records (((doc #>> '{isDeleted}')) NULLS FIRST) WHERE collection = 'emails';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_emails_b3994ebd65 ON records USING gin ((lower(coalesce((doc #>> '{subject}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'emails';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_emails_ed5c32356d ON records USING gin ((lower(coalesce((doc #>> '{from,name}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'emails';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_emails_f380537999 ON records (((doc #>> '{isRead}')) NULLS FIRST) WHERE collection = 'emails';
