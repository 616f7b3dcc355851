import { Container } from "@mantine/core";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { RegisterOrganizationForm } from "../../../features/organizations/components/settings/register-organization-form.tsx";

/** 'Register your organization': signed-in people only; visitors sign in first, then come back here. */
export const Route = createFileRoute("/organizations/new")({
  beforeLoad: ({ context: { user }, location }) => {
    if (!user) throw redirect({ to: "/signin", search: { redirect: location.href }, replace: true });
  },
  component: NewOrganizationPage,
});

function NewOrganizationPage() {
  return (
    <Container size="md" px={0} py={{ base: 0, sm: "md" }}>
      <RegisterOrganizationForm />
    </Container>
  );
}
