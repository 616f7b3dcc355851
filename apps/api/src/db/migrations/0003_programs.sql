CREATE TABLE "program_managers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"visibility" text NOT NULL,
	"credit_system" text DEFAULT 'money' NOT NULL,
	"activated" boolean DEFAULT false NOT NULL,
	"first_activated_at" timestamp with time zone,
	"frozen" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply_speed" integer DEFAULT 86400 NOT NULL,
	"cvss_version" text DEFAULT '3.1' NOT NULL,
	"contents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rewards" jsonb DEFAULT '{"criticalityRewards":{"informational":{"from":0,"to":5000},"low":{"from":5000,"to":10000},"medium":{"from":10000,"to":30000},"high":{"from":30000,"to":100000},"critical":{"from":100000,"to":300000}},"vrts":[]}'::jsonb NOT NULL,
	"report_template" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "programs_type_check" CHECK (type in ('vdp', 'bounty', 'internal')),
	CONSTRAINT "programs_visibility_check" CHECK (visibility in ('public', 'application', 'invite')),
	CONSTRAINT "programs_credit_system_check" CHECK (credit_system in ('money', 'point')),
	CONSTRAINT "programs_status_check" CHECK (status in ('open', 'suspended', 'stopped')),
	CONSTRAINT "programs_cvss_version_check" CHECK (cvss_version in ('3.1', '4.0')),
	CONSTRAINT "programs_reply_speed_check" CHECK (reply_speed >= 0)
);
--> statement-breakpoint
ALTER TABLE "program_managers" ADD CONSTRAINT "program_managers_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_managers" ADD CONSTRAINT "program_managers_member_id_organization_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."organization_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_managers_program_member_idx" ON "program_managers" USING btree ("program_id","member_id");--> statement-breakpoint
CREATE INDEX "program_managers_member_idx" ON "program_managers" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "programs_slug_lower_idx" ON "programs" USING btree (lower("slug"));--> statement-breakpoint
CREATE INDEX "programs_org_idx" ON "programs" USING btree ("organization_id");