import { Container } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { ProfileCard } from "../../../features/profiles/components/profile-card.tsx";
import { userQuery } from "../../../features/users/api/user-query.ts";

/** A public or own profile by unique name. The settings modal (and its 'Edit profile') comes in a later pass. */
export const Route = createFileRoute("/profiles/$name")({
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(userQuery(params.name)),
  component: ProfilePage,
});

function ProfilePage() {
  const { name } = Route.useParams();
  const { data: user } = useSuspenseQuery(userQuery(name));
  return (
    <Container size="md" px={0}>
      <ProfileCard user={user} />
    </Container>
  );
}
