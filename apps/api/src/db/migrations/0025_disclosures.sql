CREATE TABLE "disclosure_requests" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"program_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rejected_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "disclosure_requests_status_check" CHECK (status in ('pending', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "disclosures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"org_summary" text DEFAULT '' NOT NULL,
	"user_summary" text DEFAULT '' NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"created_by_id" uuid,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "disclosure_after_days" integer DEFAULT 30;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "hide_disclosed_amounts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "disclosure_requests" ADD CONSTRAINT "disclosure_requests_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosure_requests" ADD CONSTRAINT "disclosure_requests_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disclosure_requests_pending_idx" ON "disclosure_requests" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "disclosures_report_idx" ON "disclosures" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "disclosures_program_published_idx" ON "disclosures" USING btree ("program_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "disclosures_published_idx" ON "disclosures" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE published_at is not null;--> statement-breakpoint
CREATE INDEX "disclosures_scheduled_idx" ON "disclosures" USING btree ("publish_at") WHERE published_at is null;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_disclosure_after_days_check" CHECK (disclosure_after_days between 8 and 365);