CREATE TABLE "report_retests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"hunter_id" uuid,
	"requested_by" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"message" text NOT NULL,
	"evidence" text,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "report_retests_status_check" CHECK ("report_retests"."status" in ('requested', 'accepted', 'declined', 'cancelled', 'expired', 'fixed', 'not_fixed')),
	CONSTRAINT "report_retests_fee_check" CHECK ("report_retests"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "report_retests" ADD CONSTRAINT "report_retests_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_retests" ADD CONSTRAINT "report_retests_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_retests" ADD CONSTRAINT "report_retests_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_retests" ADD CONSTRAINT "report_retests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_retests_request_key_idx" ON "report_retests" USING btree ("report_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "report_retests_open_idx" ON "report_retests" USING btree ("report_id") WHERE status in ('requested', 'accepted');--> statement-breakpoint
CREATE INDEX "report_retests_report_idx" ON "report_retests" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "report_retests_expiry_idx" ON "report_retests" USING btree ("expires_at") WHERE status in ('requested', 'accepted');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_retest_held_idx" ON "ledger_accounts" USING btree ("program_id") WHERE kind = 'retest_held';