-- The indexes the review and referral lists (remotes/ecommerce/api/listReviews.ts, listReferrals.ts) sort, filter and search on,
-- as `npm run db:list-indexes -w server -- ecommerce` prints them (the lists were computed in memory before).
CREATE INDEX IF NOT EXISTS records_referrals_0d6c7f340b ON records ((atrium_money((doc #>> '{value}'))) NULLS FIRST) WHERE collection = 'referrals';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_referrals_5d3a997754 ON records ((atrium_money((doc #>> '{earning}'))) NULLS FIRST) WHERE collection = 'referrals';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_referrals_75e40abca2 ON records ((lower(coalesce((doc #>> '{status}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'referrals';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_referrals_9224956f52 ON records ((lower(coalesce((doc #>> '{user}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'referrals';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_referrals_f848ce3386 ON records ((atrium_number((doc #>> '{referredId}'))) NULLS FIRST) WHERE collection = 'referrals';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_reviews_09732a420b ON records ((atrium_date((doc #>> '{date}'))) NULLS FIRST) WHERE collection = 'reviews';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_reviews_2a6641443b ON records USING gin ((lower(coalesce((doc #>> '{para}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'reviews';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_reviews_7bdeb4b1fb ON records (((doc #>> '{status}')) NULLS FIRST) WHERE collection = 'reviews';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_reviews_84c086b828 ON records ((lower(coalesce((doc #>> '{product}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'reviews';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_reviews_9a7cd75ca9 ON records USING gin ((lower(coalesce((doc #>> '{head}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'reviews';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_reviews_a9eff20023 ON records USING gin ((lower(coalesce((doc #>> '{reviewer}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'reviews';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_reviews_c572178a09 ON records USING gin ((lower(coalesce((doc #>> '{product}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'reviews';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_reviews_d604dee14a ON records ((lower(coalesce((doc #>> '{reviewer}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'reviews';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_reviews_dfbcbcf562 ON records ((lower(coalesce((doc #>> '{status}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'reviews';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_reviews_fa8b7ff8fe ON records USING gin ((lower(coalesce((doc #>> '{email}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'reviews';
