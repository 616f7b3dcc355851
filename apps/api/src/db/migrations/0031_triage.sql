CREATE TABLE "program_triagers" (
	"program_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_triagers_program_id_user_id_pk" PRIMARY KEY("program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "triage_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"summary" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "triage_actions_type_check" CHECK ("triage_actions"."type" in ('triage', 'certify', 'suspend', 'invalidate', 'appraise', 'reevaluate', 'remediate', 'review.informative', 'review.resolved', 'closed.informative', 'closed.resolved'))
);
--> statement-breakpoint
CREATE TABLE "triage_attachments" (
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
CREATE TABLE "triage_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"sender_id" uuid,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "triage_stages" (
	"report_id" uuid PRIMARY KEY NOT NULL,
	"program_id" uuid NOT NULL,
	"last_action" text,
	"last_action_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sequence" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "triage_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "program_triagers" ADD CONSTRAINT "program_triagers_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_triagers" ADD CONSTRAINT "program_triagers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_triagers" ADD CONSTRAINT "program_triagers_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_actions" ADD CONSTRAINT "triage_actions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_actions" ADD CONSTRAINT "triage_actions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_attachments" ADD CONSTRAINT "triage_attachments_message_id_triage_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."triage_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_attachments" ADD CONSTRAINT "triage_attachments_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_attachments" ADD CONSTRAINT "triage_attachments_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_messages" ADD CONSTRAINT "triage_messages_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_messages" ADD CONSTRAINT "triage_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_stages" ADD CONSTRAINT "triage_stages_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "triage_stages" ADD CONSTRAINT "triage_stages_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "program_triagers_user_idx" ON "program_triagers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "triage_actions_report_sequence_idx" ON "triage_actions" USING btree ("report_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "triage_attachments_message_name_idx" ON "triage_attachments" USING btree ("message_id","name");--> statement-breakpoint
CREATE INDEX "triage_messages_report_idx" ON "triage_messages" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "triage_stages_program_action_idx" ON "triage_stages" USING btree ("program_id","last_action","last_action_at");--> statement-breakpoint
CREATE INDEX "triage_stages_program_recent_idx" ON "triage_stages" USING btree ("program_id","last_action_at","report_id");--> statement-breakpoint
-- Every report of a triaged program stands somewhere in the flow: a report sent to it starts at the
-- initial triage step, and turning triage on places the program's reports there (those with a row
-- from an earlier period of triage keep it).
CREATE FUNCTION triage_stage_of_new_report() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO triage_stages (report_id, program_id, last_action, last_action_at, sequence)
  SELECT NEW.id, NEW.program_id, NULL, NEW.created_at, 0
  FROM programs p WHERE p.id = NEW.program_id AND p.triage_enabled_at IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reports_triage_stage AFTER INSERT ON reports
  FOR EACH ROW EXECUTE FUNCTION triage_stage_of_new_report();
--> statement-breakpoint
CREATE FUNCTION triage_stages_of_program() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO triage_stages (report_id, program_id, last_action, last_action_at, sequence)
  SELECT r.id, r.program_id, NULL, r.created_at, 0 FROM reports r WHERE r.program_id = NEW.id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER programs_triage_stages AFTER UPDATE OF triage_enabled_at ON programs
  FOR EACH ROW WHEN (OLD.triage_enabled_at IS NULL AND NEW.triage_enabled_at IS NOT NULL)
  EXECUTE FUNCTION triage_stages_of_program();
