CREATE TABLE "sale_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" varchar(40) NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "sale_reports_details_check" CHECK (char_length("sale_reports"."details") <= 500)
);
--> statement-breakpoint
ALTER TABLE "garage_sales" ADD COLUMN "under_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_reports" ADD CONSTRAINT "sale_reports_sale_id_garage_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."garage_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reports" ADD CONSTRAINT "sale_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_reports_sale_reporter_key" ON "sale_reports" USING btree ("sale_id","reporter_id");--> statement-breakpoint
CREATE INDEX "sale_reports_open_idx" ON "sale_reports" USING btree ("sale_id") WHERE "sale_reports"."dismissed_at" is null;--> statement-breakpoint
CREATE INDEX "sale_reports_reporter_idx" ON "sale_reports" USING btree ("reporter_id");