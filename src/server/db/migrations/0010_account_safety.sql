CREATE TABLE "account_action_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"admin_email" varchar(255) NOT NULL,
	"action" varchar(40) NOT NULL,
	"user_id" integer,
	"user_email" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_action_log_action_check" CHECK ("account_action_log"."action" in ('password-reset-link', 'login-throttle-cleared'))
);
--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "account_action_log" ADD CONSTRAINT "account_action_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_action_log" ADD CONSTRAINT "account_action_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_action_log_created_idx" ON "account_action_log" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('password-reset', 'verify-email', 'sign-in'));