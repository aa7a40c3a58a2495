CREATE TABLE "access_ip_hours" (
	"hour" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"requests" integer NOT NULL,
	"dangerous" integer NOT NULL,
	CONSTRAINT "access_ip_hours_hour_ip_pk" PRIMARY KEY("hour","ip")
);
--> statement-breakpoint
CREATE TABLE "access_ip_path_hours" (
	"ip" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"requests" integer NOT NULL,
	"dangerous" integer NOT NULL,
	CONSTRAINT "access_ip_path_hours_ip_hour_path_pk" PRIMARY KEY("ip","hour","path")
);
--> statement-breakpoint
CREATE TABLE "access_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status_code" smallint NOT NULL,
	"user_id" uuid,
	"user_agent" text,
	"duration_ms" integer NOT NULL,
	"is_dangerous" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_path_hours" (
	"hour" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "access_path_hours_hour_path_pk" PRIMARY KEY("hour","path")
);
--> statement-breakpoint
CREATE TABLE "access_user_hours" (
	"hour" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "access_user_hours_hour_user_id_pk" PRIMARY KEY("hour","user_id")
);
--> statement-breakpoint
CREATE TABLE "banned_ips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ip_address" text NOT NULL,
	"reason" text NOT NULL,
	"banned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"banned_by" text NOT NULL,
	"banned_by_user_id" uuid,
	"detected_path" text,
	CONSTRAINT "banned_ips_ip_address_unique" UNIQUE("ip_address")
);
--> statement-breakpoint
CREATE TABLE "ip_block_list_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ip_block_list_version_single_row" CHECK ("ip_block_list_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "banned_ips" ADD CONSTRAINT "banned_ips_banned_by_user_id_users_id_fk" FOREIGN KEY ("banned_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_ip_hours_dangerous_idx" ON "access_ip_hours" USING btree ("hour") WHERE "access_ip_hours"."dangerous" > 0;--> statement-breakpoint
CREATE INDEX "access_ip_path_hours_path_idx" ON "access_ip_path_hours" USING btree ("path","hour");--> statement-breakpoint
CREATE INDEX "access_logs_at_idx" ON "access_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "access_logs_ip_at_idx" ON "access_logs" USING btree ("ip","at");--> statement-breakpoint
INSERT INTO "ip_block_list_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "ip_block_list_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "ip_block_list_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "banned_ips_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banned_ips"
FOR EACH STATEMENT EXECUTE FUNCTION "ip_block_list_bump"();
