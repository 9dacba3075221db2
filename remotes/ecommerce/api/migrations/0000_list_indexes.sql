-- The indexes the product, order and customer lists (remotes/ecommerce/api/list*.ts) sort, filter and search on, as `npm run db:list-indexes -w server -- ecommerce`
-- prints them (expressions and functions: server/src/listSql.ts and the kernel's 0001_list_queries).
CREATE INDEX IF NOT EXISTS records_customers_0a06c820f9 ON records ((lower(coalesce((doc #>> '{customer}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'customers';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_customers_164e58c065 ON records ((atrium_number((doc #>> '{customerId}'))) NULLS FIRST) WHERE collection = 'customers';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_customers_9bc2786e7b ON records ((lower(coalesce((doc #>> '{country}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'customers';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_customers_a5204068fb ON records ((atrium_number((doc #>> '{order}'))) NULLS FIRST) WHERE collection = 'customers';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_customers_a7e505d32d ON records ((atrium_number((doc #>> '{totalSpent}'))) NULLS FIRST) WHERE collection = 'customers';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_customers_b392d62ab3 ON records USING gin ((lower(coalesce((doc #>> '{email}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'customers';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_customers_e011253cfc ON records USING gin ((lower(coalesce((doc #>> '{customer}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'customers';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_customers_f58f88f99e ON records USING gin ((lower(coalesce((doc #>> '{country}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'customers';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_orders_23cdc6c5ab ON records USING gin ((lower(coalesce((doc #>> '{email}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'orders';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_orders_2fbbd3da7a ON records ((lower(coalesce((doc #>> '{customer}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'orders';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_orders_8a52d38fce ON records USING gin ((lower(coalesce((doc #>> '{order}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'orders';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_orders_8fd1f4a2c1 ON records ((atrium_number((doc #>> '{spent}'))) NULLS FIRST) WHERE collection = 'orders';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_orders_a5d055ed88 ON records ((lower(coalesce((doc #>> '{status}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'orders';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_orders_c17a135415 ON records ((atrium_date((doc #>> '{date}'))) NULLS FIRST) WHERE collection = 'orders';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_orders_dac24d5752 ON records USING gin ((lower(coalesce((doc #>> '{customer}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'orders';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_orders_f44d019e0a ON records ((atrium_number((doc #>> '{order}'))) NULLS FIRST) WHERE collection = 'orders';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_products_16a7192b93 ON records ((lower(coalesce((doc #>> '{status}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'products';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_products_1d6dbb40c1 ON records (((doc #>> '{status}')) NULLS FIRST) WHERE collection = 'products';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_products_28784ae8c0 ON records (((doc #>> '{stock}')) NULLS FIRST) WHERE collection = 'products';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_products_28fe32a143 ON records ((lower(coalesce((doc #>> '{category}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'products';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_products_68a49b9d9a ON records (((doc #>> '{category}')) NULLS FIRST) WHERE collection = 'products';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_products_7cf7bf9f9f ON records USING gin ((lower(coalesce((doc #>> '{productName}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'products';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_products_8381e8509e ON records ((atrium_number((doc #>> '{qty}'))) NULLS FIRST) WHERE collection = 'products';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_products_9be46b8928 ON records USING gin ((lower(coalesce((doc #>> '{productBrand}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'products';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_products_aa47de3148 ON records ((lower(coalesce((doc #>> '{productName}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'products';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_products_c4bdeaac70 ON records ((atrium_money((doc #>> '{price}'))) NULLS FIRST) WHERE collection = 'products';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_products_cb13a903c9 ON records ((atrium_number((doc #>> '{sku}'))) NULLS FIRST) WHERE collection = 'products';
