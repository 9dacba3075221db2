-- The indexes the invoice list (remotes/invoice/api/listInvoices.ts) sort, filter and search on, as `npm run db:list-indexes -w server -- invoice`
-- prints them (expressions and functions: server/src/listSql.ts and the kernel's 0001_list_queries).
CREATE INDEX IF NOT EXISTS records_invoices_0bc587388c ON records USING gin ((lower(coalesce((doc #>> '{id}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'invoices';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_invoices_0c8300d0b7 ON records ((atrium_number((doc #>> '{balance}'))) NULLS FIRST) WHERE collection = 'invoices';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_invoices_405935a768 ON records ((atrium_number((doc #>> '{total}'))) NULLS FIRST) WHERE collection = 'invoices';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_invoices_41d2a8e224 ON records USING gin ((lower(coalesce((doc #>> '{client,name}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'invoices';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_invoices_9115ba7870 ON records ((lower((doc #>> '{invoiceStatus}') COLLATE "C")) NULLS FIRST) WHERE collection = 'invoices';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_invoices_9732238a54 ON records ((lower(coalesce((doc #>> '{client,name}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'invoices';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_invoices_a2d0ba5641 ON records USING gin ((lower(coalesce((doc #>> '{client,companyEmail}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'invoices';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_invoices_abcced889f ON records ((atrium_date((doc #>> '{issuedDate}'))) NULLS FIRST) WHERE collection = 'invoices';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_invoices_be039cf4f5 ON records ((((doc #>> '{issuedDate}') COLLATE "C")) NULLS FIRST) WHERE collection = 'invoices';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_invoices_eb8485a51e ON records ((atrium_number((doc #>> '{id}'))) NULLS FIRST) WHERE collection = 'invoices';
