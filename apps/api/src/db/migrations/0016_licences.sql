CREATE TABLE "licence_counts" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"people" integer NOT NULL,
	CONSTRAINT "licence_counts_organization_id_day_pk" PRIMARY KEY("organization_id","day")
);
--> statement-breakpoint
CREATE TABLE "licence_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"organization_name" text NOT NULL,
	"month" date NOT NULL,
	"days_in_month" integer NOT NULL,
	"price_per_licence" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_invoices_status_check" CHECK (status in ('issued', 'paid')),
	CONSTRAINT "licence_invoices_amount_check" CHECK (amount > 0)
);
--> statement-breakpoint
ALTER TABLE "licence_counts" ADD CONSTRAINT "licence_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_invoices" ADD CONSTRAINT "licence_invoices_paid_by_id_users_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_invoices_org_month_idx" ON "licence_invoices" USING btree ("organization_id","month");--> statement-breakpoint
CREATE INDEX "licence_invoices_status_month_idx" ON "licence_invoices" USING btree ("status","month");