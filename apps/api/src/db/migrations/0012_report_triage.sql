ALTER TABLE "reports" ADD COLUMN "org_criticality" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "duplicate_of_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_duplicate_of_id_reports_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_duplicate_of_idx" ON "reports" USING btree ("duplicate_of_id") WHERE duplicate_of_id is not null;