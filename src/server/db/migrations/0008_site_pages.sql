CREATE TABLE "site_pages" (
	"slug" varchar(50) PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
