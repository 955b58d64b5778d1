-- The list's window and its search term (issue 27). pg_trgm ships with PostgreSQL's contrib
-- (Debian: postgresql-contrib; the postgres image has it) and with PGlite, which loads it in
-- src/server/db/client.ts. It is trusted since PostgreSQL 13: a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "garage_sales_listed_dates_idx";--> statement-breakpoint
CREATE INDEX "garage_sales_days_idx" ON "garage_sales" USING gist (daterange("start_date", "end_date", '[]'));--> statement-breakpoint
CREATE INDEX "garage_sales_search_idx" ON "garage_sales" USING gin ((coalesce("title", '') || E'\n' || coalesce("description", '') || E'\n' || coalesce("address", '')) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- The planner's statistics of the two new expressions, so that it reads the right index from the first
-- list on (autovacuum would gather them only after many writes; PGlite has none and analyses at start).
ANALYZE "garage_sales";
