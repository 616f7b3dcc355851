CREATE TABLE "triage_stage_counts" (
	"program_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "triage_stage_counts_program_id_stage_pk" PRIMARY KEY("program_id","stage")
);
--> statement-breakpoint
ALTER TABLE "triage_stage_counts" ADD CONSTRAINT "triage_stage_counts_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept per row as stages come, move and go. A report's step and a bulk step update the stage's
-- counter rows in the step's transaction: the counts are always those of the committed stages.
CREATE FUNCTION triage_stage_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE triage_stage_counts SET count = count - 1
      WHERE program_id = OLD.program_id AND stage = coalesce(OLD.last_action, 'none');
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO triage_stage_counts (program_id, stage, count)
      VALUES (NEW.program_id, coalesce(NEW.last_action, 'none'), 1)
      ON CONFLICT (program_id, stage) DO UPDATE SET count = triage_stage_counts.count + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER triage_stage_counts_keep AFTER INSERT OR DELETE OR UPDATE OF last_action, program_id
  ON triage_stages FOR EACH ROW
  EXECUTE FUNCTION triage_stage_counts_keep();
--> statement-breakpoint
INSERT INTO triage_stage_counts (program_id, stage, count)
  SELECT program_id, coalesce(last_action, 'none'), count(*)::int FROM triage_stages GROUP BY 1, 2;
