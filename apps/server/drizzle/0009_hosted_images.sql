CREATE TABLE "hosted_image_uses" (
	"workspace_id" uuid NOT NULL,
	"month" date NOT NULL,
	"image_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosted_image_uses_workspace_id_month_image_hash_pk" PRIMARY KEY("workspace_id","month","image_hash")
);
--> statement-breakpoint
CREATE TABLE "hosted_images" (
	"hash" text PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hosted_images_file_unique" UNIQUE("file"),
	CONSTRAINT "hosted_images_hash_check" CHECK ("hosted_images"."hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "hosted_images_file_check" CHECK ("hosted_images"."file" ~ '^[0-9a-f]{32}\.(jpg|png)$'),
	CONSTRAINT "hosted_images_content_type_check" CHECK ("hosted_images"."content_type" in ('image/jpeg', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "hosted_image_uses" ADD CONSTRAINT "hosted_image_uses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hosted_image_uses" ADD CONSTRAINT "hosted_image_uses_image_hash_hosted_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."hosted_images"("hash") ON DELETE no action ON UPDATE no action;