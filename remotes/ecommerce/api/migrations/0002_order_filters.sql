-- The indexes the order list's status and payment filters (remotes/ecommerce/api/listOrders.ts) use,
-- as `npm run db:list-indexes -w server -- ecommerce` prints them.
CREATE INDEX IF NOT EXISTS records_orders_2b61b7d87d ON records (((doc #>> '{status}')) NULLS FIRST) WHERE collection = 'orders';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_orders_e4126f6405 ON records (((doc #>> '{payment}')) NULLS FIRST) WHERE collection = 'orders';
