-- The indexes the user list and the audit log's list (remotes/admin/api/users, remotes/admin/api/audit) sort, filter and search on, as `npm run db:list-indexes -w server -- admin`
-- prints them (expressions and functions: server/src/listSql.ts and the kernel's 0001_list_queries).
CREATE INDEX IF NOT EXISTS records_auditlog_177a0a1040 ON records (((doc #>> '{actorId}')) NULLS FIRST) WHERE collection = 'auditLog';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_auditlog_1d30392c60 ON records ((lower(coalesce((doc #>> '{actorName}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'auditLog';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_auditlog_2bf57dfcc6 ON records USING gin ((lower(coalesce((doc #>> '{actorName}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'auditLog';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_auditlog_7c9c117dc4 ON records USING gin ((lower(coalesce((doc #>> '{actorEmail}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'auditLog';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_auditlog_bc9c82b76e ON records ((atrium_date((doc #>> '{at}'))) NULLS FIRST) WHERE collection = 'auditLog';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_auditlog_bf3e891539 ON records ((lower(coalesce((doc #>> '{subject}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'auditLog';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_auditlog_e08575f360 ON records (((doc #>> '{subject}')) NULLS FIRST) WHERE collection = 'auditLog';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_auditlog_e9a2a91a00 ON records USING gin ((lower(coalesce((doc #>> '{recordLabel}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'auditLog';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_auditlog_f52c64d555 ON records (((doc #>> '{action}')) NULLS FIRST) WHERE collection = 'auditLog';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_auditlog_f73db4b051 ON records ((((doc #>> '{at}') COLLATE "C")) NULLS FIRST) WHERE collection = 'auditLog';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_auditlog_f78c197894 ON records ((lower(coalesce((doc #>> '{action}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'auditLog';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_17f7eec7fe ON records (((doc #>> '{status}')) NULLS FIRST) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_3861b72210 ON records ((lower(coalesce((doc #>> '{email}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_39a0918300 ON records ((lower(coalesce((doc #>> '{status}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_3e1cfda44e ON records ((lower(coalesce((doc #>> '{role}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_77ed7fc392 ON records ((lower(coalesce((doc #>> '{billing}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_7b288bfb31 ON records USING gin ((lower(coalesce((doc #>> '{fullName}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_7c27365093 ON records USING gin ((lower(coalesce((doc #>> '{email}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_9947ca56fd ON records (((doc #>> '{role}')) NULLS FIRST) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_bf6e0ffbbc ON records (((doc #>> '{currentPlan}')) NULLS FIRST) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_c3128c0394 ON records ((lower(coalesce((doc #>> '{fullName}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_cd69b8e678 ON records USING gin ((lower(coalesce((doc #>> '{username}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_d097890544 ON records ((lower(coalesce((doc #>> '{currentPlan}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_df8965ee96 ON records USING gin ((lower(coalesce((doc #>> '{country}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'users';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_users_fa54249619 ON records USING gin ((lower(coalesce((doc #>> '{company}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'users';
