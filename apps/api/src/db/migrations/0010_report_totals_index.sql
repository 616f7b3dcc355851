DROP INDEX "reports_program_state_idx";--> statement-breakpoint
CREATE INDEX "reports_program_state_org_idx" ON "reports" USING btree ("program_id","state","organization_id");