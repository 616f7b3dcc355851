-- A program belongs to one organization, so a list filtered on both (an admin's reports of one
-- program) matches as many rows as the program alone. Without this the planner multiplies the two
-- selectivities, expects a handful of rows, and joins and sorts every report of the program for one page.
CREATE STATISTICS IF NOT EXISTS "reports_program_organization_stats" (dependencies) ON "program_id", "organization_id" FROM "reports";
