CREATE TABLE "daily_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_runs_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "notification_preferences" SET DEFAULT '{"acceptsJobRequests":true,"reportReplies":true,"applications":true,"reportUpdates":true,"programReports":true,"responseTargets":true,"accountUpdates":true}'::jsonb;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "triage_target_days" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "reward_target_days" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "resolution_target_days" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "triaged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "rewarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "report_rewards_program_created_idx" ON "report_rewards" USING btree ("program_id","created_at");--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_target_days_check" CHECK (triage_target_days between 1 and 365 and reward_target_days between 1 and 365 and resolution_target_days between 1 and 365);--> statement-breakpoint
-- The response clock's milestones, from the event log: the first organization answer (a staff
-- message, a state change other than the automatic first read, a rejection, a reward, the
-- organization's severity), the first move out of new and checked (triage), the first reward, and the
-- first move to a closed state (resolution; a reopening changes nothing, as at HackerOne).
CREATE FUNCTION report_milestones_of(t text, payload jsonb)
RETURNS TABLE (responded boolean, triaged boolean, rewarded boolean, closed boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT
    (t = 'report.message.submitted' AND payload->>'affiliation' = 'member')
      OR (t = 'report.state.changed' AND coalesce((payload->>'automatic')::boolean, false) = false)
      OR t IN ('report.rejected', 'report.rewarded', 'report.severity.changed'),
    t IN ('report.state.changed', 'report.rejected')
      AND payload->>'from' IN ('new', 'checked') AND payload->>'to' NOT IN ('new', 'checked'),
    t = 'report.rewarded' AND (payload->>'amount')::bigint > 0,
    t IN ('report.state.changed', 'report.rejected')
      AND payload->>'to' IN ('resolved', 'informational', 'out_of_scope', 'not_applicable', 'not_reproducible', 'duplicate')
$$;
--> statement-breakpoint
CREATE FUNCTION events_record_report_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m record;
BEGIN
  SELECT * INTO m FROM report_milestones_of(NEW.type, NEW.payload);
  IF m.responded OR m.triaged OR m.rewarded OR m.closed THEN
    UPDATE reports SET
      first_response_at = CASE WHEN m.responded THEN least(first_response_at, NEW.created_at) ELSE first_response_at END,
      triaged_at = CASE WHEN m.triaged THEN least(triaged_at, NEW.created_at) ELSE triaged_at END,
      rewarded_at = CASE WHEN m.rewarded THEN least(rewarded_at, NEW.created_at) ELSE rewarded_at END,
      closed_at = CASE WHEN m.closed THEN least(closed_at, NEW.created_at) ELSE closed_at END
    WHERE id = NEW.report_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER events_report_milestones AFTER INSERT ON events
  FOR EACH ROW WHEN (NEW.report_id IS NOT NULL AND NEW.type LIKE 'report.%')
  EXECUTE FUNCTION events_record_report_milestones();
--> statement-breakpoint
-- Recomputes the milestones of one report (all of them when null) from the log: the backfill below,
-- and tests that build a history with hand-set moments.
CREATE FUNCTION refresh_report_milestones(only_report uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE reports r SET
    first_response_at = m.responded, triaged_at = m.triaged, rewarded_at = m.rewarded, closed_at = m.closed
  FROM (
    SELECT e.report_id,
      min(e.created_at) FILTER (WHERE f.responded) AS responded,
      min(e.created_at) FILTER (WHERE f.triaged) AS triaged,
      min(e.created_at) FILTER (WHERE f.rewarded) AS rewarded,
      min(e.created_at) FILTER (WHERE f.closed) AS closed
    FROM events e, report_milestones_of(e.type, e.payload) f
    WHERE e.report_id IS NOT NULL AND e.type LIKE 'report.%'
      AND (only_report IS NULL OR e.report_id = only_report)
    GROUP BY e.report_id
  ) m
  WHERE m.report_id = r.id
$$;
--> statement-breakpoint
SELECT refresh_report_milestones(NULL);
--> statement-breakpoint
-- A deadline `seconds` of business time after `t`: Saturdays and Sundays (UTC) do not count, public
-- holidays do (as at HackerOne). A start in a weekend counts from the Monday after it.
CREATE FUNCTION add_business_seconds(t timestamptz, seconds bigint) RETURNS timestamptz
LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  u timestamp := t AT TIME ZONE 'UTC';
  days bigint := seconds / 86400;
  rest bigint := seconds % 86400;
BEGIN
  IF extract(isodow FROM u) > 5 THEN
    u := date_trunc('day', u) + make_interval(days => (8 - extract(isodow FROM u))::int);
  END IF;
  u := u + make_interval(days => ((days / 5) * 7)::int);
  IF extract(isodow FROM u) + days % 5 > 5 THEN
    u := u + make_interval(days => (days % 5 + 2)::int);
  ELSE
    u := u + make_interval(days => (days % 5)::int);
  END IF;
  u := u + make_interval(secs => rest);
  IF extract(isodow FROM u) > 5 THEN
    u := u + interval '2 days';
  END IF;
  RETURN u AT TIME ZONE 'UTC';
END
$$;
