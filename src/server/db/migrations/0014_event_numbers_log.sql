CREATE TABLE "event_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"actor_id" integer,
	"actor_email" varchar(255) NOT NULL,
	"action" varchar(40) NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_message_stops" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_message_stops_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" DROP CONSTRAINT "unsubscribe_tokens_kind_check";--> statement-breakpoint
ALTER TABLE "sale_events" ADD COLUMN "last_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_event_id_sale_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sale_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_message_stops" ADD CONSTRAINT "event_message_stops_event_id_sale_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sale_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_message_stops" ADD CONSTRAINT "event_message_stops_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_log_event_idx" ON "event_log" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD CONSTRAINT "unsubscribe_tokens_event_id_sale_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sale_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD CONSTRAINT "unsubscribe_tokens_kind_check" CHECK ("unsubscribe_tokens"."kind" in ('reminders', 'change-notices', 'saved-search', 'event-messages'));--> statement-breakpoint
UPDATE "sale_events" SET "last_number" = coalesce((SELECT max("number") FROM "event_sales" WHERE "event_sales"."event_id" = "sale_events"."id"), 0);
