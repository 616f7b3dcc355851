CREATE TABLE "credit_movements" (
	"transaction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"system" text NOT NULL,
	"amount" bigint NOT NULL,
	"program_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_movements_transaction_id_user_id_system_pk" PRIMARY KEY("transaction_id","user_id","system")
);
--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_movements" ADD CONSTRAINT "credit_movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_movements_user_created_idx" ON "credit_movements" USING btree ("user_id","created_at" DESC NULLS FIRST,"transaction_id" DESC NULLS FIRST);--> statement-breakpoint
-- Every insert into ledger_entries adds (or adds to) the movements of the users whose credits it
-- touched, in the same statement: the history is read from here a page at a time.
CREATE FUNCTION ledger_entries_record_movements() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO credit_movements (transaction_id, user_id, system, amount, program_id, created_at)
  SELECT n.transaction_id, a.user_id,
         CASE a.kind WHEN 'hunter_points' THEN 'point' ELSE 'money' END,
         sum(n.amount), min(a.program_id::text)::uuid, min(t.created_at)
  FROM new_entries n
  JOIN ledger_accounts a ON a.id = n.account_id
  JOIN ledger_transactions t ON t.id = n.transaction_id
  WHERE a.kind IN ('hunter_money', 'hunter_points') AND a.user_id IS NOT NULL
  GROUP BY n.transaction_id, a.user_id, a.kind
  ON CONFLICT (transaction_id, user_id, system)
    DO UPDATE SET amount = credit_movements.amount + excluded.amount;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_movements AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_record_movements();--> statement-breakpoint
-- The history so far.
INSERT INTO credit_movements (transaction_id, user_id, system, amount, program_id, created_at)
SELECT e.transaction_id, a.user_id, CASE a.kind WHEN 'hunter_points' THEN 'point' ELSE 'money' END,
       sum(e.amount), min(a.program_id::text)::uuid, min(t.created_at)
FROM ledger_entries e
JOIN ledger_accounts a ON a.id = e.account_id
JOIN ledger_transactions t ON t.id = e.transaction_id
WHERE a.kind IN ('hunter_money', 'hunter_points') AND a.user_id IS NOT NULL
GROUP BY e.transaction_id, a.user_id, a.kind;
