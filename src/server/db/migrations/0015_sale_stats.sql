CREATE TABLE "sale_daily_counts" (
	"sale_id" integer NOT NULL,
	"day" date NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"plans" integer DEFAULT 0 NOT NULL,
	"calendars" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_daily_counts_sale_id_day_pk" PRIMARY KEY("sale_id","day")
);
--> statement-breakpoint
CREATE TABLE "stats_day_secrets" (
	"day" date PRIMARY KEY NOT NULL,
	"secret" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_viewer_marks" (
	"day" date NOT NULL,
	"mark" varchar(100) NOT NULL,
	CONSTRAINT "stats_viewer_marks_day_mark_pk" PRIMARY KEY("day","mark")
);
--> statement-breakpoint
ALTER TABLE "sale_daily_counts" ADD CONSTRAINT "sale_daily_counts_sale_id_garage_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."garage_sales"("id") ON DELETE cascade ON UPDATE no action;