DROP INDEX "events_org_created_idx";--> statement-breakpoint
CREATE INDEX "events_org_created_idx" ON "events" USING btree ("organization_id","created_at","id","type","program_id");