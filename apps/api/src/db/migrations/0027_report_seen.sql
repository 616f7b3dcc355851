ALTER TABLE "reports" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
-- Reports already read (no longer new) were opened by their staff: seen since their state changed.
UPDATE "reports" SET "seen_at" = "state_changed_at" WHERE "state" <> 'new';
