CREATE TABLE "billing_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"customer_key" text NOT NULL,
	"billing_key_sealed" text,
	"billing_key_hash" text,
	"card_company" text,
	"card_number" text,
	"card_registered_at" timestamp with time zone,
	"pending_plan_type" text,
	"pending_since" timestamp with time zone,
	"bonus_granted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_customer_key_unique" UNIQUE("customer_key")
);
--> statement-breakpoint
CREATE TABLE "card_bonus_claims" (
	"card_fingerprint" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
-- A cancelled payment that had been approved was a refund: it now reads 환불 (cancelled = left in the window).
UPDATE "payments" SET "status" = 'refunded' WHERE "status" = 'cancelled' AND "approved_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "period_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attempt" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_plan_type" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_won" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "anchor_day" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_failure_message" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "notice_sent_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_bonus_claims" ADD CONSTRAINT "card_bonus_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_customers_key_hash_idx" ON "billing_customers" USING btree ("billing_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_renewal_attempt_unique" ON "payments" USING btree ("user_id","period_key","attempt");--> statement-breakpoint
CREATE INDEX "payments_confirming_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" = 'confirming';--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_idx" ON "subscriptions" USING btree ("auto_renew","status","current_period_end");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('checkout', 'billing'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'confirming', 'completed', 'failed', 'cancelled', 'expired', 'refunded'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'past_due', 'cancelled', 'expired'));