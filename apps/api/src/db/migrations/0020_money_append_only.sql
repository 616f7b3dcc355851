-- Every money table is append-only, like the ledger (migration 0013): a console session, a script or
-- a bug cannot rewrite an amount, an owner or a decided payout. What may still change is named here:
-- foreign keys setting a deleted user's id to null (or deleting a deleted user's history), a user's
-- settled accounts detached when they delete their account, and a pending payout decided once.
CREATE FUNCTION money_user_gone(user_id uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users WHERE id = user_id)
$$;--> statement-breakpoint
CREATE FUNCTION money_refuse(what text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'money is append-only: %', what USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE FUNCTION credit_movements_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The trigger on ledger_entries writes the history; only a deleted user's rows go, by cascade.
  IF TG_OP = 'DELETE' AND money_user_gone(OLD.user_id) THEN RETURN OLD; END IF;
  PERFORM money_refuse(TG_OP || ' on credit_movements is refused');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER credit_movements_append_only BEFORE UPDATE OR DELETE ON credit_movements
  FOR EACH ROW EXECUTE FUNCTION credit_movements_guard();--> statement-breakpoint
CREATE TRIGGER credit_movements_no_truncate BEFORE TRUNCATE ON credit_movements
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE FUNCTION report_rewards_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM money_refuse('DELETE on report_rewards is refused');
  END IF;
  -- Only the foreign keys' ON DELETE SET NULL of a deleted hunter or awarder.
  IF (NEW.hunter_id IS DISTINCT FROM OLD.hunter_id AND NOT (NEW.hunter_id IS NULL AND money_user_gone(OLD.hunter_id)))
    OR (NEW.awarded_by_id IS DISTINCT FROM OLD.awarded_by_id AND NOT (NEW.awarded_by_id IS NULL AND money_user_gone(OLD.awarded_by_id)))
    OR ROW(NEW.id, NEW.report_id, NEW.program_id, NEW.organization_id, NEW.amount, NEW.system, NEW.description,
           NEW.idempotency_key, NEW.request_hash, NEW.created_at)
       IS DISTINCT FROM
       ROW(OLD.id, OLD.report_id, OLD.program_id, OLD.organization_id, OLD.amount, OLD.system, OLD.description,
           OLD.idempotency_key, OLD.request_hash, OLD.created_at)
  THEN
    PERFORM money_refuse('a reward never changes');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER report_rewards_append_only BEFORE UPDATE OR DELETE ON report_rewards
  FOR EACH ROW EXECUTE FUNCTION report_rewards_guard();--> statement-breakpoint
CREATE TRIGGER report_rewards_no_truncate BEFORE TRUNCATE ON report_rewards
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE FUNCTION ledger_accounts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM money_refuse('DELETE on ledger_accounts is refused');
  END IF;
  -- A leaving user's settled accounts stay in the books, unowned: an owner may go, never change.
  IF (NEW.user_id IS DISTINCT FROM OLD.user_id AND NEW.user_id IS NOT NULL)
    OR ROW(NEW.id, NEW.kind, NEW.organization_id, NEW.program_id, NEW.created_at)
       IS DISTINCT FROM ROW(OLD.id, OLD.kind, OLD.organization_id, OLD.program_id, OLD.created_at)
  THEN
    PERFORM money_refuse('an account''s kind and owners never change');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_accounts_append_only BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_guard();--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();--> statement-breakpoint
CREATE FUNCTION payouts_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM money_refuse('DELETE on payouts is refused');
  END IF;
  IF (NEW.user_id IS DISTINCT FROM OLD.user_id AND NOT (NEW.user_id IS NULL AND money_user_gone(OLD.user_id)))
    OR ROW(NEW.id, NEW.program_id, NEW.amount, NEW.recipient, NEW.idempotency_key, NEW.request_hash, NEW.created_at)
       IS DISTINCT FROM
       ROW(OLD.id, OLD.program_id, OLD.amount, OLD.recipient, OLD.idempotency_key, OLD.request_hash, OLD.created_at)
  THEN
    PERFORM money_refuse('a payout''s amount, owner and recipient never change');
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    -- Pending, then paid or failed, once.
    IF OLD.status <> 'pending' OR NEW.status NOT IN ('paid', 'failed') THEN
      PERFORM money_refuse(format('a payout moves from pending to paid or failed once, not from %s to %s', OLD.status, NEW.status));
    END IF;
  ELSIF NEW.failure_reason IS DISTINCT FROM OLD.failure_reason
    OR NEW.decided_at IS DISTINCT FROM OLD.decided_at
    OR (NEW.decided_by_id IS DISTINCT FROM OLD.decided_by_id
        AND NOT (NEW.decided_by_id IS NULL AND money_user_gone(OLD.decided_by_id)))
  THEN
    PERFORM money_refuse('a payout''s decision is written with its status, once');
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER payouts_append_only BEFORE UPDATE OR DELETE ON payouts
  FOR EACH ROW EXECUTE FUNCTION payouts_guard();--> statement-breakpoint
CREATE TRIGGER payouts_no_truncate BEFORE TRUNCATE ON payouts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
