CREATE TABLE "report_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"hunter_id" uuid,
	"awarded_by_id" uuid,
	"amount" bigint NOT NULL,
	"system" text NOT NULL,
	"description" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_rewards_amount_check" CHECK (amount <> 0),
	CONSTRAINT "report_rewards_system_check" CHECK (system in ('money', 'point'))
);
--> statement-breakpoint
ALTER TABLE "report_rewards" ADD CONSTRAINT "report_rewards_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_rewards" ADD CONSTRAINT "report_rewards_awarded_by_id_users_id_fk" FOREIGN KEY ("awarded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_rewards_report_key_idx" ON "report_rewards" USING btree ("report_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "report_rewards_report_created_idx" ON "report_rewards" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_program_points_idx" ON "ledger_accounts" USING btree ("program_id") WHERE kind = 'program_points';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_hunter_credit_idx" ON "ledger_accounts" USING btree ("kind","user_id","program_id") WHERE kind in ('hunter_money', 'hunter_points') and program_id is not null;