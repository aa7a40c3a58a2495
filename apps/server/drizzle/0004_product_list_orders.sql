CREATE TABLE "uploaded_product_counts" (
	"workspace_id" uuid NOT NULL,
	"uploader_email" text NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "uploaded_product_counts_workspace_id_uploader_email_pk" PRIMARY KEY("workspace_id","uploader_email")
);
--> statement-breakpoint
ALTER TABLE "uploaded_products" ADD COLUMN "listing_state" text;--> statement-breakpoint
ALTER TABLE "uploaded_products" ADD COLUMN "listing_status_name" text;--> statement-breakpoint
ALTER TABLE "uploaded_products" ADD COLUMN "listing_reason" text;--> statement-breakpoint
ALTER TABLE "uploaded_products" ADD COLUMN "listing_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploaded_products" ADD COLUMN "vendor_item_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_products" ADD COLUMN "resent_as" uuid;--> statement-breakpoint
CREATE INDEX "uploaded_products_list_idx" ON "uploaded_products" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"workspace_id","uploader_email");--> statement-breakpoint
CREATE INDEX "uploaded_products_workspace_seller_idx" ON "uploaded_products" USING btree ("workspace_id","seller_product_id");--> statement-breakpoint
CREATE FUNCTION "uploaded_product_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "uploaded_product_counts" ("workspace_id", "uploader_email", "product_count", "version")
		VALUES (NEW."workspace_id", NEW."uploader_email", 1, 1)
		ON CONFLICT ("workspace_id", "uploader_email") DO UPDATE
		SET "product_count" = "uploaded_product_counts"."product_count" + 1,
			"version" = "uploaded_product_counts"."version" + 1;
	ELSIF TG_OP = 'UPDATE' AND (OLD."workspace_id", OLD."uploader_email") = (NEW."workspace_id", NEW."uploader_email") THEN
		UPDATE "uploaded_product_counts" SET "version" = "version" + 1
		WHERE "workspace_id" = NEW."workspace_id" AND "uploader_email" = NEW."uploader_email";
	ELSIF TG_OP = 'UPDATE' THEN
		-- The row moved to another store or uploader (a reclaimed attempt): it leaves one count and joins the other.
		UPDATE "uploaded_product_counts"
		SET "product_count" = "product_count" - 1, "version" = "version" + 1
		WHERE "workspace_id" = OLD."workspace_id" AND "uploader_email" = OLD."uploader_email";
		INSERT INTO "uploaded_product_counts" ("workspace_id", "uploader_email", "product_count", "version")
		VALUES (NEW."workspace_id", NEW."uploader_email", 1, 1)
		ON CONFLICT ("workspace_id", "uploader_email") DO UPDATE
		SET "product_count" = "uploaded_product_counts"."product_count" + 1,
			"version" = "uploaded_product_counts"."version" + 1;
	ELSE
		UPDATE "uploaded_product_counts"
		SET "product_count" = "product_count" - 1, "version" = "version" + 1
		WHERE "workspace_id" = OLD."workspace_id" AND "uploader_email" = OLD."uploader_email";
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "uploaded_products_count_track" AFTER INSERT OR UPDATE OR DELETE ON "uploaded_products"
FOR EACH ROW EXECUTE FUNCTION "uploaded_product_counts_track"();
--> statement-breakpoint
INSERT INTO "uploaded_product_counts" ("workspace_id", "uploader_email", "product_count", "version")
SELECT "workspace_id", "uploader_email", count(*), 1 FROM "uploaded_products" GROUP BY 1, 2;
