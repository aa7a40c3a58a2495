ALTER TABLE "upload_settings" ADD COLUMN "remote_jeju_fee" integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_settings" ADD COLUMN "remote_island_fee" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "outbound_remote_fees" jsonb;