CREATE TABLE "plan_sales" (
	"user_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_sales_user_id_sale_id_pk" PRIMARY KEY("user_id","sale_id")
);
--> statement-breakpoint
ALTER TABLE "plan_sales" ADD CONSTRAINT "plan_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_sales" ADD CONSTRAINT "plan_sales_sale_id_garage_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."garage_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_sales_sale_id_idx" ON "plan_sales" USING btree ("sale_id");