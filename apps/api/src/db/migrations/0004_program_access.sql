CREATE TABLE "guideline_acceptances" (
	"program_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guideline_acceptances_program_id_user_id_pk" PRIMARY KEY("program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "program_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"hunter_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"via_invite" text DEFAULT 'apply' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_applications_state_check" CHECK (state in ('pending', 'approved')),
	CONSTRAINT "program_applications_via_check" CHECK (via_invite in ('invite', 'apply'))
);
--> statement-breakpoint
CREATE TABLE "program_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activation_requests_status_check" CHECK (status in ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "scope_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"identifier" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_info_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_id" uuid,
	"action" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_info_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"hunter_id" uuid NOT NULL,
	"form_id" uuid NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_info_requests_status_check" CHECK (status in ('idle', 'accepted', 'rejected', 'revoked', 'finalized', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "program_id" uuid;--> statement-breakpoint
ALTER TABLE "guideline_acceptances" ADD CONSTRAINT "guideline_acceptances_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guideline_acceptances" ADD CONSTRAINT "guideline_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_applications" ADD CONSTRAINT "program_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_invites" ADD CONSTRAINT "program_invites_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_invites" ADD CONSTRAINT "program_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_requests" ADD CONSTRAINT "activation_requests_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_requests" ADD CONSTRAINT "activation_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_requests" ADD CONSTRAINT "activation_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_groups" ADD CONSTRAINT "scope_groups_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_forms" ADD CONSTRAINT "test_forms_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_info_messages" ADD CONSTRAINT "test_info_messages_request_id_test_info_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."test_info_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_info_messages" ADD CONSTRAINT "test_info_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_info_requests" ADD CONSTRAINT "test_info_requests_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_info_requests" ADD CONSTRAINT "test_info_requests_hunter_id_users_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_info_requests" ADD CONSTRAINT "test_info_requests_form_id_test_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."test_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_applications_program_hunter_idx" ON "program_applications" USING btree ("program_id","hunter_id");--> statement-breakpoint
CREATE INDEX "program_applications_hunter_idx" ON "program_applications" USING btree ("hunter_id","state");--> statement-breakpoint
CREATE INDEX "program_applications_program_state_idx" ON "program_applications" USING btree ("program_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "program_invites_program_idx" ON "program_invites" USING btree ("program_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activation_requests_pending_idx" ON "activation_requests" USING btree ("program_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "activation_requests_status_idx" ON "activation_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "scope_groups_program_idx" ON "scope_groups" USING btree ("program_id","position");--> statement-breakpoint
CREATE INDEX "test_forms_program_idx" ON "test_forms" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "test_info_messages_request_idx" ON "test_info_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_info_requests_active_idx" ON "test_info_requests" USING btree ("program_id","hunter_id","form_id") WHERE status in ('idle', 'accepted');--> statement-breakpoint
CREATE INDEX "test_info_requests_program_idx" ON "test_info_requests" USING btree ("program_id","status");--> statement-breakpoint
CREATE INDEX "test_info_requests_hunter_idx" ON "test_info_requests" USING btree ("hunter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_program_budget_idx" ON "ledger_accounts" USING btree ("program_id") WHERE kind = 'program_budget';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_org_funding_idx" ON "ledger_accounts" USING btree ("organization_id") WHERE kind = 'funding';