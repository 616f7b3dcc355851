CREATE TABLE "canned_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "canned_answers_title_length" CHECK (char_length("canned_answers"."title") between 1 and 80),
	CONSTRAINT "canned_answers_body_length" CHECK (char_length("canned_answers"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labels_name_length" CHECK (char_length("labels"."name") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "report_labels" (
	"report_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_labels_report_id_label_id_pk" PRIMARY KEY("report_id","label_id")
);
--> statement-breakpoint
ALTER TABLE "canned_answers" ADD CONSTRAINT "canned_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_labels" ADD CONSTRAINT "report_labels_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_labels" ADD CONSTRAINT "report_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "canned_answers_organization_title_idx" ON "canned_answers" USING btree ("organization_id",lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "canned_answers_organization_state_idx" ON "canned_answers" USING btree ("organization_id","state") WHERE "canned_answers"."state" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "labels_organization_name_idx" ON "labels" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "report_labels_label_idx" ON "report_labels" USING btree ("label_id","report_id");