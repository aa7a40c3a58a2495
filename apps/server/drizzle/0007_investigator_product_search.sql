CREATE TABLE "crawl_history" (
	"domain" text NOT NULL,
	"product_id" text NOT NULL,
	"url" text NOT NULL,
	"crawled_at" timestamp with time zone NOT NULL,
	"last_accessed_at" timestamp with time zone NOT NULL,
	"visit_count" integer NOT NULL,
	"file_size" integer NOT NULL,
	CONSTRAINT "crawl_history_domain_product_id_pk" PRIMARY KEY("domain","product_id")
);
--> statement-breakpoint
CREATE TABLE "crawl_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"max_crawls" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"discovered" boolean DEFAULT false NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "crawl_sessions_status_check" CHECK ("crawl_sessions"."status" in ('running', 'success', 'error'))
);
--> statement-breakpoint
CREATE TABLE "crawled_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"product_id" text NOT NULL,
	"crawl_date" date NOT NULL,
	"url" text NOT NULL,
	"source" text NOT NULL,
	"content_type" text,
	"size" integer NOT NULL,
	"compressed_size" integer NOT NULL,
	"body" "bytea" NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parse_success" boolean NOT NULL,
	"parse_message" text NOT NULL,
	"item_name" text,
	"sale_price" integer,
	"original_price" integer,
	"company_name" text,
	"images" jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"search_keyword" text,
	"item_name" text NOT NULL,
	"company_name" text,
	"original_price" integer,
	"sale_price" integer,
	"images" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crawl_sessions" ADD CONSTRAINT "crawl_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_searches" ADD CONSTRAINT "product_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crawl_history_domain_accessed_idx" ON "crawl_history" USING btree ("domain","last_accessed_at");--> statement-breakpoint
CREATE INDEX "crawl_sessions_user_started_idx" ON "crawl_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crawled_pages_domain_product_date_unique" ON "crawled_pages" USING btree ("domain","product_id","crawl_date");--> statement-breakpoint
CREATE INDEX "crawled_pages_source_date_idx" ON "crawled_pages" USING btree ("source","crawl_date");--> statement-breakpoint
CREATE INDEX "crawled_pages_modified_idx" ON "crawled_pages" USING btree ("modified_at");--> statement-breakpoint
CREATE INDEX "product_searches_user_created_idx" ON "product_searches" USING btree ("user_id","created_at");