ALTER TABLE "sync_listings" ADD COLUMN "page_etag" text;--> statement-breakpoint
ALTER TABLE "sync_listings" ADD COLUMN "page_last_modified" text;