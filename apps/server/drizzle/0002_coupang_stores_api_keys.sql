CREATE TABLE "store_api_keys" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_api_keys_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "store_key_reveals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "workspaces_coupang_wing_account_unique";--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "return_center_contact" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "return_center_zipcode" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "return_center_address" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "return_center_address_detail" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "outbound_shipping_place_contact" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "outbound_zipcode" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "outbound_address" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "outbound_address_detail" text;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "delivery_charge_on_return" integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "return_charge" integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "disconnected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_api_keys" ADD CONSTRAINT "store_api_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_api_keys" ADD CONSTRAINT "store_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_key_reveals" ADD CONSTRAINT "store_key_reveals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_key_reveals" ADD CONSTRAINT "store_key_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_key_reveals_workspace_idx" ON "store_key_reveals" USING btree ("workspace_id","revealed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workspaces_coupang_wing_account_unique" ON "workspaces" USING btree ("owner_id",lower("wing_account")) WHERE "workspaces"."platform" = 'coupang' and "workspaces"."disconnected_at" is null;--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_store_fees_check" CHECK ("workspaces"."delivery_charge_on_return" >= 0 and "workspaces"."return_charge" >= 0);