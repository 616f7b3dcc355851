ALTER TABLE "reports" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_assignee_idx" ON "reports" USING btree ("assignee_id","organization_id") WHERE assignee_id is not null;--> statement-breakpoint
-- Issue 47, one status story: a report's triage stage follows its state. Closed by either side
-- (resolved, informational, or a rejection), the report stands at the flow's matching end and waits
-- in no triage list; reopened, it returns to its last step that did not end the flow (none: the
-- initial triage step). Open-to-open changes are the flow's own and leave the stage alone.
CREATE FUNCTION triage_stage_end_of(state text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN state = 'resolved' THEN 'closed.resolved'
    WHEN state = 'informational' THEN 'closed.informative'
    WHEN state IN ('out_of_scope', 'not_applicable', 'not_reproducible', 'duplicate') THEN 'invalidate'
  END
$$;
--> statement-breakpoint
CREATE FUNCTION triage_stage_follows_report() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ending text := triage_stage_end_of(NEW.state);
BEGIN
  IF ending IS NOT NULL THEN
    UPDATE triage_stages SET last_action = ending, last_action_at = now()
    WHERE report_id = NEW.id AND last_action IS DISTINCT FROM ending;
  ELSIF triage_stage_end_of(OLD.state) IS NOT NULL THEN
    UPDATE triage_stages SET last_action_at = now(), last_action = (
      SELECT a.type FROM triage_actions a
      WHERE a.report_id = NEW.id AND a.type NOT IN ('invalidate', 'closed.informative', 'closed.resolved')
      ORDER BY a.sequence DESC LIMIT 1)
    WHERE report_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reports_triage_stage_state AFTER UPDATE OF state ON reports
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION triage_stage_follows_report();
--> statement-breakpoint
-- Turning triage on places a closed report at its end, not at the initial step; and the stages of
-- reports closed before this migration come to their ends once.
CREATE OR REPLACE FUNCTION triage_stages_of_program() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO triage_stages (report_id, program_id, last_action, last_action_at, sequence)
  SELECT r.id, r.program_id, triage_stage_end_of(r.state), r.created_at, 0 FROM reports r WHERE r.program_id = NEW.id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE triage_stages s SET last_action = triage_stage_end_of(r.state)
FROM reports r
WHERE r.id = s.report_id AND triage_stage_end_of(r.state) IS NOT NULL
  AND s.last_action IS DISTINCT FROM triage_stage_end_of(r.state);
