-- The audit log's list (remotes/admin/api/audit/listAuditLog.ts): its sorts, filters and searches, as
-- `npm run db:list-indexes -w server` prints them.
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
