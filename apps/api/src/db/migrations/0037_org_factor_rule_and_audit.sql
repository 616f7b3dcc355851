ALTER TABLE "events" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "require_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "events_member_audit_idx" ON "events" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE organization_id is null and type in ('user.factor.added', 'user.factor.removed', 'user.recovery_codes.created', 'user.recovery_code.used', 'user.api_key.created', 'user.api_key.revoked');--> statement-breakpoint
CREATE INDEX "events_platform_audit_idx" ON "events" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE type in ('platform.staff.granted', 'platform.staff.revoked', 'org.bounty_approval.changed', 'program.activation.approved', 'program.activation.rejected', 'user.payout.paid', 'user.payout.failed', 'platform.triage.changed', 'platform.triager.assigned', 'platform.triager.unassigned');--> statement-breakpoint
-- The event log is the audit log (issue 46): append-only, as the money tables are (migration 0020).
-- What may still change: a foreign key set to null when the account or report it names is deleted,
-- and a deleted organization's rows, which go with it. Demo data, the development clock and the
-- benchmark date their entries inside a transaction that says so (db/history-rewrite.ts); nothing the
-- API serves does.
CREATE FUNCTION events_history_rewrite() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('bounty.rewrite_history', true), '') = 'on'
$$;--> statement-breakpoint
CREATE FUNCTION events_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF events_history_rewrite() THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' THEN
    IF OLD.organization_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id) THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'the event log is append-only: DELETE on events is refused' USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.actor_id IS DISTINCT FROM OLD.actor_id AND NOT (NEW.actor_id IS NULL AND money_user_gone(OLD.actor_id)))
    OR (NEW.user_id IS DISTINCT FROM OLD.user_id AND NOT (NEW.user_id IS NULL AND money_user_gone(OLD.user_id)))
    OR (NEW.report_id IS DISTINCT FROM OLD.report_id
        AND NOT (NEW.report_id IS NULL AND NOT EXISTS (SELECT 1 FROM reports WHERE id = OLD.report_id)))
    OR ROW(NEW.id, NEW.organization_id, NEW.type, NEW.program_id, NEW.payload, NEW.session_id, NEW.api_key_id, NEW.created_at)
       IS DISTINCT FROM
       ROW(OLD.id, OLD.organization_id, OLD.type, OLD.program_id, OLD.payload, OLD.session_id, OLD.api_key_id, OLD.created_at)
  THEN
    RAISE EXCEPTION 'the event log is append-only: an entry never changes' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION events_guard();--> statement-breakpoint
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
