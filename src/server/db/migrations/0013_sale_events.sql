CREATE TABLE "event_cities" (
	"event_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "event_cities_event_id_city_id_pk" PRIMARY KEY("event_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "event_days" (
	"event_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "event_days_event_id_date_pk" PRIMARY KEY("event_id","date"),
	CONSTRAINT "event_days_times_check" CHECK ("event_days"."start_time" < "event_days"."end_time")
);
--> statement-breakpoint
CREATE TABLE "event_organizers" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_organizers_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_sales" (
	"event_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"number" integer,
	"follows_event_dates" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_sales_event_id_sale_id_pk" PRIMARY KEY("event_id","sale_id"),
	CONSTRAINT "event_sales_number_check" CHECK ("event_sales"."number" is null or "event_sales"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"rules" text,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"max_sales" integer,
	"numbered_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_events_registration_check" CHECK ("sale_events"."registration_opens_at" < "sale_events"."registration_closes_at"),
	CONSTRAINT "sale_events_max_sales_check" CHECK ("sale_events"."max_sales" is null or "sale_events"."max_sales" > 0)
);
--> statement-breakpoint
ALTER TABLE "event_cities" ADD CONSTRAINT "event_cities_event_id_sale_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sale_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cities" ADD CONSTRAINT "event_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_days" ADD CONSTRAINT "event_days_event_id_sale_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sale_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organizers" ADD CONSTRAINT "event_organizers_event_id_sale_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sale_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organizers" ADD CONSTRAINT "event_organizers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sales" ADD CONSTRAINT "event_sales_event_id_sale_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sale_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sales" ADD CONSTRAINT "event_sales_sale_id_garage_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."garage_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_events" ADD CONSTRAINT "sale_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_organizers_user_idx" ON "event_organizers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_sales_sale_key" ON "event_sales" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_sales_number_key" ON "event_sales" USING btree ("event_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_events_slug_key" ON "sale_events" USING btree ("slug");