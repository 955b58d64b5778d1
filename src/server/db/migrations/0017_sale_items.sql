CREATE TABLE "sale_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"price_cents" integer,
	"price_note" varchar(10),
	"photo_id" integer,
	"sold" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_items_price_check" CHECK ("sale_items"."price_cents" >= 0),
	CONSTRAINT "sale_items_price_note_check" CHECK ("sale_items"."price_note" in ('free', 'offer')),
	CONSTRAINT "sale_items_price_or_note_check" CHECK ("sale_items"."price_cents" is null or "sale_items"."price_note" is null)
);
--> statement-breakpoint
DROP INDEX "garage_sales_search_idx";--> statement-breakpoint
ALTER TABLE "garage_sales" ADD COLUMN "item_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_id_garage_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."garage_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_items_sale_idx" ON "sale_items" USING btree ("sale_id","position");--> statement-breakpoint
CREATE INDEX "sale_items_created_idx" ON "sale_items" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "garage_sales_search_idx" ON "garage_sales" USING gin ((coalesce("title", '') || E'\n' || coalesce("description", '') || E'\n' || coalesce("address", '') || E'\n' || coalesce("item_names", '')) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- Hand-written (issue 26): the planner's statistics of the search document, which now holds item names.
ANALYZE "garage_sales";