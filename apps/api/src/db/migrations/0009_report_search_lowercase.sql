DROP INDEX "reports_search_trgm_idx";--> statement-breakpoint
-- Searches compare stored lowercase text instead of lowercasing every candidate row.
UPDATE "reports" SET "search_text" = lower("search_text");--> statement-breakpoint
CREATE INDEX "reports_search_trgm_idx" ON "reports" USING gin ("search_text" gin_trgm_ops);
