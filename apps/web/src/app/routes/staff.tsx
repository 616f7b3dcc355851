import { createFileRoute, notFound } from "@tanstack/react-router";
import { isPlatformStaff } from "../../features/staff/api/staff-api.ts";
import { StaffPage } from "../../features/staff/components/staff-page.tsx";

/** Platform staff only; everyone else gets the not-found page, as for an unknown address. */
export const Route = createFileRoute("/staff")({
  beforeLoad: ({ context: { user } }) => {
    if (!isPlatformStaff(user)) throw notFound();
  },
  component: StaffPage,
});
