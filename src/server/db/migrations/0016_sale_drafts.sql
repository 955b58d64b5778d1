CREATE TABLE "sale_drafts" (
	"user_id" integer NOT NULL,
	"kind" varchar(20) DEFAULT 'new-sale' NOT NULL,
	"values" jsonb NOT NULL,
	"step" integer DEFAULT 1 NOT NULL,
	"copy_photos" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sale_drafts_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "sale_drafts_kind_check" CHECK ("sale_drafts"."kind" in ('new-sale'))
);
--> statement-breakpoint
ALTER TABLE "sale_drafts" ADD CONSTRAINT "sale_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_drafts_expires_at_idx" ON "sale_drafts" USING btree ("expires_at");