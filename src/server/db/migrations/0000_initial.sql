CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) DEFAULT 'google_maps' NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"icon_name" varchar(50),
	CONSTRAINT "categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"state" varchar(2) NOT NULL,
	"zip_code" varchar(10),
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_sale_id_pk" PRIMARY KEY("user_id","sale_id")
);
--> statement-breakpoint
CREATE TABLE "garage_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"description" text,
	"address" varchar(255) NOT NULL,
	"city" varchar(100) NOT NULL,
	"neighborhood" varchar(100),
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"schedule_data" text,
	"user_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garage_sales_dates_check" CHECK ("garage_sales"."start_date" <= "garage_sales"."end_date"),
	CONSTRAINT "garage_sales_date_bounds_check" CHECK ("garage_sales"."start_date" >= '0001-01-01' and "garage_sales"."end_date" <= '9999-12-31'),
	CONSTRAINT "garage_sales_start_time_check" CHECK ("garage_sales"."start_time" < '24:00'),
	CONSTRAINT "garage_sales_end_time_check" CHECK ("garage_sales"."end_time" < '24:00'),
	CONSTRAINT "garage_sales_lat_check" CHECK ("garage_sales"."lat" between -90 and 90),
	CONSTRAINT "garage_sales_lng_check" CHECK ("garage_sales"."lng" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "geocode_cache" (
	"query" varchar(400) PRIMARY KEY NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"admin_email" varchar(255) NOT NULL,
	"sale_id" integer NOT NULL,
	"sale_title" varchar(255) NOT NULL,
	"seller_email" varchar(255),
	"reason" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "neighborhoods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"city_id" integer NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"url" varchar(255) NOT NULL,
	"thumbnail_url" varchar(255),
	"caption" varchar(255),
	"is_featured" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_category_mapping" (
	"sale_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "sale_category_mapping_sale_id_category_id_pk" PRIMARY KEY("sale_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(255) NOT NULL,
	"password" varchar(255) NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"phone" varchar(20),
	"email_verified" boolean DEFAULT false NOT NULL,
	"user_type" varchar(20) DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('user', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_sale_id_garage_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."garage_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_sales" ADD CONSTRAINT "garage_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD CONSTRAINT "neighborhoods_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_sale_id_garage_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."garage_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_category_mapping" ADD CONSTRAINT "sale_category_mapping_sale_id_garage_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."garage_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_category_mapping" ADD CONSTRAINT "sale_category_mapping_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorites_sale_id_idx" ON "favorites" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "garage_sales_listed_dates_idx" ON "garage_sales" USING btree ("end_date","start_date") WHERE "garage_sales"."is_active" and not "garage_sales"."is_completed";--> statement-breakpoint
CREATE INDEX "garage_sales_listed_city_idx" ON "garage_sales" USING btree (lower("city"),"end_date","start_date") WHERE "garage_sales"."is_active" and not "garage_sales"."is_completed";--> statement-breakpoint
CREATE INDEX "garage_sales_user_id_idx" ON "garage_sales" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "neighborhoods_city_name_key" ON "neighborhoods" USING btree ("city_id","name");--> statement-breakpoint
CREATE INDEX "photos_sale_id_idx" ON "photos" USING btree ("sale_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_one_featured_per_sale" ON "photos" USING btree ("sale_id") WHERE "photos"."is_featured";--> statement-breakpoint
CREATE INDEX "sale_category_category_idx" ON "sale_category_mapping" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));