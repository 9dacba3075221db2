-- The indexes the logistics vehicle list and the analytics dashboard's project list
-- (remotes/admin/api/logistics/listVehicles.ts, dashboard/listAnalyticsProjects.ts) sort and search on, as
-- `npm run db:list-indexes -w server -- admin` prints them (the lists were computed in memory before).
CREATE INDEX IF NOT EXISTS records_analyticsprojects_5e34f8979f ON records USING gin ((lower(coalesce((doc #>> '{leader}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'analyticsProjects';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_analyticsprojects_65c9316856 ON records ((lower(coalesce((doc #>> '{leader}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'analyticsProjects';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_analyticsprojects_6b896072a2 ON records USING gin ((lower(coalesce((doc #>> '{name}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'analyticsProjects';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_analyticsprojects_986dfcdd58 ON records ((lower(coalesce((doc #>> '{name}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'analyticsProjects';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_analyticsprojects_d7e7f579de ON records ((atrium_number((doc #>> '{progress}'))) NULLS FIRST) WHERE collection = 'analyticsProjects';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_analyticsprojects_e9f07bde10 ON records USING gin ((lower(coalesce((doc #>> '{project}'), '') COLLATE "C")) gin_trgm_ops) WHERE collection = 'analyticsProjects';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_vehicles_1055a2bc6f ON records ((lower(coalesce((doc #>> '{endCity}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'vehicles';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_vehicles_3f064c7022 ON records ((atrium_number((doc #>> '{progress}'))) NULLS FIRST) WHERE collection = 'vehicles';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_vehicles_6b05aef185 ON records ((lower(coalesce((doc #>> '{warnings}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'vehicles';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_vehicles_80332d01d7 ON records ((lower(coalesce((doc #>> '{startCity}'), '') COLLATE "C")) NULLS FIRST) WHERE collection = 'vehicles';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS records_vehicles_a74a2eb9e8 ON records ((atrium_number((doc #>> '{location}'))) NULLS FIRST) WHERE collection = 'vehicles';
