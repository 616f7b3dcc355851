CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "report_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"uploader_id" uuid,
	"name" text NOT NULL,
	"mimetype" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_counters" (
	"program_id" uuid NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "report_counters_program_id_pk" PRIMARY KEY("program_id")
);
--> statement-breakpoint
CREATE TABLE "report_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"sender_id" uuid,
	"affiliation" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_messages_affiliation_check" CHECK (affiliation in ('hunter', 'member'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"sender_id" uuid,
	"title" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"priority" integer,
	"scope_group_id" uuid NOT NULL,
	"scope" jsonb NOT NULL,
	"rewards" jsonb NOT NULL,
	"vrt_id" text,
	"criticality" jsonb,
	"severity" text,
	"search_text" text NOT NULL,
	"message_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_comment_at" timestamp with time zone,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_state_check" CHECK (state in ('new', 'checked', 'unresolved', 'resolved', 'informational', 'out_of_scope', 'not_applicable', 'not_reproducible', 'duplicate')),
	CONSTRAINT "reports_priority_check" CHECK (priority between 0 and 4),
	CONSTRAINT "reports_number_check" CHECK (number >= 1)
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "allowed_countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "max_open_reports_per_hunter" integer;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_message_id_report_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."report_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_attachments" ADD CONSTRAINT "report_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_counters" ADD CONSTRAINT "report_counters_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_messages" ADD CONSTRAINT "report_messages_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_messages" ADD CONSTRAINT "report_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_attachments_message_name_idx" ON "report_attachments" USING btree ("message_id","name");--> statement-breakpoint
CREATE INDEX "report_messages_report_created_idx" ON "report_messages" USING btree ("report_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_program_number_idx" ON "reports" USING btree ("program_id","number");--> statement-breakpoint
CREATE INDEX "reports_program_created_idx" ON "reports" USING btree ("program_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_organization_created_idx" ON "reports" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_program_state_idx" ON "reports" USING btree ("program_id","state");--> statement-breakpoint
CREATE INDEX "reports_program_comment_idx" ON "reports" USING btree ("program_id","last_comment_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_program_status_idx" ON "reports" USING btree ("program_id","state_changed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_sender_created_idx" ON "reports" USING btree ("sender_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_search_trgm_idx" ON "reports" USING gin (lower("search_text") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_report_created_idx" ON "events" USING btree ("report_id","created_at");