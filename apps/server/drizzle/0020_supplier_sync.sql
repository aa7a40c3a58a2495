CREATE TABLE "sync_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"workspace_id" uuid NOT NULL,
	"uploaded_product_id" uuid NOT NULL,
	"run_id" uuid,
	"kind" text NOT NULL,
	"option_name" text,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"rule" text DEFAULT '' NOT NULL,
	"marketplace_message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "sync_listings" (
	"uploaded_product_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"listed_prices" jsonb NOT NULL,
	"unreadable_count" integer DEFAULT 0 NOT NULL,
	"last_checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" text NOT NULL,
	"product_count" integer NOT NULL,
	"checked_count" integer DEFAULT 0 NOT NULL,
	"change_count" integer DEFAULT 0 NOT NULL,
	"held_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sync_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"max_change_percent" integer DEFAULT 30 NOT NULL,
	"min_margin_percent" integer DEFAULT 0 NOT NULL,
	"never_lower_price" boolean DEFAULT false NOT NULL,
	"restock_quantity" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sync_settings_change_range" CHECK ("sync_settings"."max_change_percent" between 1 and 100),
	CONSTRAINT "sync_settings_margin_range" CHECK ("sync_settings"."min_margin_percent" between 0 and 90),
	CONSTRAINT "sync_settings_restock_range" CHECK ("sync_settings"."restock_quantity" between 1 and 99999)
);
--> statement-breakpoint
ALTER TABLE "sync_events" ADD CONSTRAINT "sync_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_events" ADD CONSTRAINT "sync_events_uploaded_product_id_uploaded_products_id_fk" FOREIGN KEY ("uploaded_product_id") REFERENCES "public"."uploaded_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_events" ADD CONSTRAINT "sync_events_run_id_sync_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."sync_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_events" ADD CONSTRAINT "sync_events_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_listings" ADD CONSTRAINT "sync_listings_uploaded_product_id_uploaded_products_id_fk" FOREIGN KEY ("uploaded_product_id") REFERENCES "public"."uploaded_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_listings" ADD CONSTRAINT "sync_listings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_settings" ADD CONSTRAINT "sync_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_events_workspace_idx" ON "sync_events" USING btree ("workspace_id","seq");--> statement-breakpoint
CREATE INDEX "sync_events_product_idx" ON "sync_events" USING btree ("uploaded_product_id","seq");--> statement-breakpoint
CREATE INDEX "sync_listings_workspace_idx" ON "sync_listings" USING btree ("workspace_id","last_checked_at");--> statement-breakpoint
CREATE INDEX "sync_runs_workspace_idx" ON "sync_runs" USING btree ("workspace_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_runs_one_running" ON "sync_runs" USING btree ("workspace_id") WHERE "sync_runs"."status" = 'running';