CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 0);
