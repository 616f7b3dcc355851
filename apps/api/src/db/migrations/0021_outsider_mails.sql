CREATE TABLE "outsider_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outsider_mails_recipient_idx" ON "outsider_mails" USING btree ("organization_id","recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "outsider_mails_org_idx" ON "outsider_mails" USING btree ("organization_id","created_at");