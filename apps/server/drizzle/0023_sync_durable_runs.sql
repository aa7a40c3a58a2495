ALTER TABLE "sync_listings" ADD COLUMN "last_run_id" uuid;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "uploaded_product_id" uuid;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD COLUMN "due_before" timestamp with time zone;