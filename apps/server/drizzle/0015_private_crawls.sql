-- Crawled pages and crawl history become private to the user whose crawl made them (issue 22 §10). The rows kept so
-- far were shared: each page goes to every user whose own crawl sessions show they stored it (same site, a successful
-- item of the product, a session running on the page's Seoul crawl day), each history row is rebuilt from the user's
-- sessions, and what no session accounts for is deleted rather than left visible to anyone.
ALTER TABLE "crawled_pages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
DROP INDEX "crawled_pages_domain_product_date_unique";--> statement-breakpoint
DROP INDEX "crawled_pages_source_date_idx";--> statement-breakpoint
DROP INDEX "crawled_pages_modified_idx";--> statement-breakpoint
INSERT INTO "crawled_pages" ("user_id", "domain", "product_id", "crawl_date", "url", "source", "content_type", "size", "compressed_size", "body", "modified_at", "parse_success", "parse_message", "item_name", "sale_price", "original_price", "company_name", "images", "description")
SELECT "crawlers"."user_id", "page"."domain", "page"."product_id", "page"."crawl_date", "page"."url", "page"."source", "page"."content_type", "page"."size", "page"."compressed_size", "page"."body", "page"."modified_at", "page"."parse_success", "page"."parse_message", "page"."item_name", "page"."sale_price", "page"."original_price", "page"."company_name", "page"."images", "page"."description"
FROM "crawled_pages" AS "page"
CROSS JOIN LATERAL (
  SELECT DISTINCT "session"."user_id"
  FROM "crawl_sessions" AS "session"
  WHERE "session"."domain" = "page"."domain"
    AND "session"."items" @> jsonb_build_array(jsonb_build_object('productId', "page"."product_id", 'status', 'success'))
    AND "page"."crawl_date" BETWEEN ("session"."started_at" AT TIME ZONE 'Asia/Seoul')::date
      AND (coalesce("session"."finished_at", now()) AT TIME ZONE 'Asia/Seoul')::date
) AS "crawlers"
WHERE "page"."user_id" IS NULL;--> statement-breakpoint
DELETE FROM "crawled_pages" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "crawled_pages" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "crawled_pages" ADD CONSTRAINT "crawled_pages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crawled_pages_user_domain_product_date_unique" ON "crawled_pages" USING btree ("user_id","domain","product_id","crawl_date");--> statement-breakpoint
CREATE INDEX "crawled_pages_user_source_date_idx" ON "crawled_pages" USING btree ("user_id","source","crawl_date");--> statement-breakpoint
CREATE INDEX "crawled_pages_user_modified_idx" ON "crawled_pages" USING btree ("user_id","modified_at");--> statement-breakpoint
ALTER TABLE "crawl_history" DROP CONSTRAINT "crawl_history_domain_product_id_pk";--> statement-breakpoint
DROP INDEX "crawl_history_domain_accessed_idx";--> statement-breakpoint
ALTER TABLE "crawl_history" ADD COLUMN "user_id" uuid;--> statement-breakpoint
INSERT INTO "crawl_history" ("user_id", "domain", "product_id", "url", "crawled_at", "last_accessed_at", "visit_count", "file_size")
SELECT "session"."user_id", "session"."domain", "item"->>'productId',
  (array_agg("item"->>'url' ORDER BY "session"."started_at" DESC))[1],
  min("session"."started_at"),
  max(coalesce("session"."finished_at", "session"."started_at")),
  count(*)::int,
  (array_agg(("item"->>'fileSize')::int ORDER BY "session"."started_at" DESC))[1]
FROM "crawl_sessions" AS "session"
CROSS JOIN LATERAL jsonb_array_elements("session"."items") AS "items"("item")
WHERE "item"->>'status' = 'success'
GROUP BY "session"."user_id", "session"."domain", "item"->>'productId';--> statement-breakpoint
DELETE FROM "crawl_history" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "crawl_history" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_history" ADD CONSTRAINT "crawl_history_user_id_domain_product_id_pk" PRIMARY KEY("user_id","domain","product_id");--> statement-breakpoint
ALTER TABLE "crawl_history" ADD CONSTRAINT "crawl_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crawl_history_user_domain_accessed_idx" ON "crawl_history" USING btree ("user_id","domain","last_accessed_at");
