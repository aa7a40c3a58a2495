CREATE TABLE "stored_payloads" (
	"hash" text PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"bytes" integer NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_products" ADD COLUMN "details_preview" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_products" ADD COLUMN "payload_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "stored_payloads_last_used_idx" ON "stored_payloads" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "uploaded_products_payload_hashes_idx" ON "uploaded_products" USING gin ("payload_hashes");--> statement-breakpoint
CREATE INDEX "uploaded_products_user_failures_idx" ON "uploaded_products" USING btree ("uploader_email","created_at") WHERE "uploaded_products"."status" = 'failure';--> statement-breakpoint
CREATE INDEX "uploaded_products_failures_idx" ON "uploaded_products" USING btree ("created_at") WHERE "uploaded_products"."status" = 'failure';--> statement-breakpoint
-- The list preview of attempts saved before: the draft's top-level values, strings cut at 200 characters (as the app writes it).
UPDATE "uploaded_products" SET "details_preview" = coalesce((
	SELECT jsonb_object_agg(e.key, CASE
		WHEN jsonb_typeof(e.value) = 'string' AND char_length(e.value #>> '{}') > 200
		THEN to_jsonb(left(e.value #>> '{}', 200) || '…')
		ELSE e.value END)
	FROM jsonb_each(CASE WHEN jsonb_typeof("product_details") = 'object' THEN "product_details" ELSE '{}'::jsonb END) e
	WHERE jsonb_typeof(e.value) NOT IN ('object', 'array')
), '{}'::jsonb);
