CREATE TABLE "bulk_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"stop_on_first_failure" boolean DEFAULT false NOT NULL,
	"duplicates_skipped" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bulk_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"message" text,
	"product_name" text,
	"uploaded_product_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"margin_percent_x100" integer NOT NULL,
	"add_won" integer NOT NULL,
	"rounding_unit" integer NOT NULL,
	"min_margin_won" integer NOT NULL,
	"after_service_phone" text DEFAULT '' NOT NULL,
	"after_service_guide" text NOT NULL,
	"courier_code" text NOT NULL,
	"outbound_days" integer NOT NULL,
	"default_stock" integer NOT NULL,
	"return_fee" integer NOT NULL,
	"exchange_fee" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"uploader_id" uuid,
	"uploader_email" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"display_product_name" text NOT NULL,
	"seller_product_name" text NOT NULL,
	"thumbnail" text,
	"original_url" text NOT NULL,
	"supplier_key" text NOT NULL,
	"duplicate_of" uuid,
	"product_details" jsonb NOT NULL,
	"marketplace_request" jsonb,
	"marketplace_response" jsonb,
	"error_message" text,
	"wing_account" text,
	"store_id" text,
	"seller_product_id" text,
	"origin_product_no" text,
	"channel_product_no" text,
	"store_url" text,
	"admin_url" text,
	"batch_item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_products_platform_check" CHECK ("uploaded_products"."platform" in ('coupang', 'naver'))
);
--> statement-breakpoint
ALTER TABLE "bulk_batches" ADD CONSTRAINT "bulk_batches_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_batches" ADD CONSTRAINT "bulk_batches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_items" ADD CONSTRAINT "bulk_items_batch_id_bulk_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."bulk_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_settings" ADD CONSTRAINT "upload_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_products" ADD CONSTRAINT "uploaded_products_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_products" ADD CONSTRAINT "uploaded_products_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_products" ADD CONSTRAINT "uploaded_products_batch_item_id_bulk_items_id_fk" FOREIGN KEY ("batch_item_id") REFERENCES "public"."bulk_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_batches_user_idx" ON "bulk_batches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_items_batch_position_unique" ON "bulk_items" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "bulk_items_batch_status_idx" ON "bulk_items" USING btree ("batch_id","status");--> statement-breakpoint
CREATE INDEX "uploaded_products_workspace_idx" ON "uploaded_products" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "uploaded_products_created_idx" ON "uploaded_products" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_products_supplier_unique" ON "uploaded_products" USING btree ("workspace_id","supplier_key") WHERE "uploaded_products"."status" in ('pending', 'success') and "uploaded_products"."duplicate_of" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_products_batch_item_unique" ON "uploaded_products" USING btree ("batch_item_id") WHERE "uploaded_products"."batch_item_id" is not null;