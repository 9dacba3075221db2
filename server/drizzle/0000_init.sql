CREATE TABLE "collections" (
	"name" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"collection" text NOT NULL,
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "records_collection_key_pk" PRIMARY KEY("collection","key")
);
