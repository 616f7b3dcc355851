CREATE TABLE "program_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_period_end" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "program_subscriptions_currency_check" CHECK (currency in ('jpy', 'usd')),
	CONSTRAINT "program_subscriptions_status_check" CHECK (status in ('pending', 'active', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "program_subscriptions" ADD CONSTRAINT "program_subscriptions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_subscriptions" ADD CONSTRAINT "program_subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_subscriptions_live_idx" ON "program_subscriptions" USING btree ("program_id") WHERE status <> 'cancelled';