CREATE TABLE "market_order_days" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"tab" text NOT NULL,
	"orders" integer NOT NULL,
	"amount" bigint NOT NULL,
	"margin" bigint NOT NULL,
	"margin_orders" integer NOT NULL,
	"unmatched" integer NOT NULL,
	CONSTRAINT "market_order_days_workspace_id_day_tab_pk" PRIMARY KEY("workspace_id","day","tab")
);
--> statement-breakpoint
CREATE TABLE "market_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"market_key" text NOT NULL,
	"order_number" text NOT NULL,
	"tab" text NOT NULL,
	"market_status" text NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"buyer_name" text NOT NULL,
	"product_name" text NOT NULL,
	"option_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"shipping_fee" integer NOT NULL,
	"people" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"category_path" text,
	"cost_total" integer,
	"fee_rate_x100" integer NOT NULL,
	"courier_code" text,
	"tracking_number" text,
	"dispatch_state" text DEFAULT 'none' NOT NULL,
	"dispatch_message" text,
	"dispatch_started_at" timestamp with time zone,
	"supplier_order_number" text,
	"supplier_paid" integer,
	"margin" integer GENERATED ALWAYS AS (case when supplier_paid is not null then amount + shipping_fee - round((amount + shipping_fee) * fee_rate_x100 / 10000.0)::integer - supplier_paid when cost_total is not null then amount - round((amount + shipping_fee) * fee_rate_x100 / 10000.0)::integer - cost_total end) STORED,
	"synced_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_fee_rates" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"default_x100" integer NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_sync_states" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_deep_sync_at" timestamp with time zone,
	"cursor" timestamp with time zone,
	"last_error" text,
	"lease_until" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_order_days" ADD CONSTRAINT "market_order_days_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_orders" ADD CONSTRAINT "market_orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fee_rates" ADD CONSTRAINT "order_fee_rates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sync_states" ADD CONSTRAINT "order_sync_states_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_orders_key_unique" ON "market_orders" USING btree ("workspace_id","market_key");--> statement-breakpoint
CREATE INDEX "market_orders_list_idx" ON "market_orders" USING btree ("workspace_id","ordered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_orders_tab_idx" ON "market_orders" USING btree ("workspace_id","tab","ordered_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "market_orders_unmatched_idx" ON "market_orders" USING btree ("workspace_id") WHERE "market_orders"."cost_total" is null;--> statement-breakpoint
-- Keeps market_order_days in step with market_orders: every change takes the old row's figures off its day and tab
-- and adds the new row's. An update that moves none of the counted columns changes nothing.
CREATE FUNCTION "market_order_days_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD.ordered_at = NEW.ordered_at AND OLD.tab = NEW.tab AND OLD.amount = NEW.amount
    AND OLD.margin IS NOT DISTINCT FROM NEW.margin AND OLD.cost_total IS NOT DISTINCT FROM NEW.cost_total THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "market_order_days" AS d ("workspace_id", "day", "tab", "orders", "amount", "margin", "margin_orders", "unmatched")
    VALUES (OLD.workspace_id, ((OLD.ordered_at + interval '9 hours') AT TIME ZONE 'UTC')::date, OLD.tab, -1, -OLD.amount,
      -coalesce(OLD.margin, 0), CASE WHEN OLD.margin IS NULL THEN 0 ELSE -1 END, CASE WHEN OLD.cost_total IS NULL THEN -1 ELSE 0 END)
    ON CONFLICT ("workspace_id", "day", "tab") DO UPDATE SET
      "orders" = d."orders" + excluded."orders", "amount" = d."amount" + excluded."amount",
      "margin" = d."margin" + excluded."margin", "margin_orders" = d."margin_orders" + excluded."margin_orders",
      "unmatched" = d."unmatched" + excluded."unmatched";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "market_order_days" AS d ("workspace_id", "day", "tab", "orders", "amount", "margin", "margin_orders", "unmatched")
    VALUES (NEW.workspace_id, ((NEW.ordered_at + interval '9 hours') AT TIME ZONE 'UTC')::date, NEW.tab, 1, NEW.amount,
      coalesce(NEW.margin, 0), CASE WHEN NEW.margin IS NULL THEN 0 ELSE 1 END, CASE WHEN NEW.cost_total IS NULL THEN 1 ELSE 0 END)
    ON CONFLICT ("workspace_id", "day", "tab") DO UPDATE SET
      "orders" = d."orders" + excluded."orders", "amount" = d."amount" + excluded."amount",
      "margin" = d."margin" + excluded."margin", "margin_orders" = d."margin_orders" + excluded."margin_orders",
      "unmatched" = d."unmatched" + excluded."unmatched";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "market_orders_days" AFTER INSERT OR UPDATE OR DELETE ON "market_orders"
  FOR EACH ROW EXECUTE FUNCTION "market_order_days_apply"();
