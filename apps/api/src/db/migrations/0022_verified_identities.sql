ALTER TABLE "login_requests" ADD COLUMN "link_user_id" uuid;--> statement-breakpoint
ALTER TABLE "login_requests" ADD COLUMN "link_subject" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_requests" ADD CONSTRAINT "login_requests_link_user_id_users_id_fk" FOREIGN KEY ("link_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An address counts as verified where the account signed in with its e-mail link (an "email"
-- identity for that very address). Should two accounts share one, the older keeps it verified.
UPDATE "users" u SET "email_verified_at" = coalesce(u."last_login_at", u."created_at")
FROM (
  SELECT DISTINCT ON (lower(us."email")) us."id"
  FROM "users" us
  JOIN "identities" i ON i."user_id" = us."id" AND i."provider" = 'email' AND i."subject" = lower(us."email")
  ORDER BY lower(us."email"), us."created_at", us."id"
) v
WHERE u."id" = v."id";--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_idx" ON "users" USING btree (lower("email")) WHERE email_verified_at is not null;