import { Button, Container, Stack } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, stripSearchParams } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ProfileCard } from "../../../features/profiles/components/profile-card.tsx";
import { PageSearch } from "../../../features/public/api/public-api.ts";
import { ProfileActivity } from "../../../features/public/index.ts";
import { useCurrentUser } from "../../../features/session/api/current-user.ts";
import { useSettingsModal } from "../../../features/settings/api/use-settings-modal.ts";
import { userQuery } from "../../../features/users/api/user-query.ts";

/** A public or own profile by unique name; the owner gets 'Edit profile' (the settings modal's Profile tab). */
export const Route = createFileRoute("/profiles/$name")({
  validateSearch: PageSearch,
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(userQuery(params.name)),
  component: ProfilePage,
});

function ProfilePage() {
  const { t } = useTranslation();
  const { name } = Route.useParams();
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { user, abilities } = useSuspenseQuery(userQuery(name)).data;
  const viewer = useCurrentUser();
  const settings = useSettingsModal();
  // The cached answer may predate a sign-in as someone else: the viewer must be this user too.
  const canEdit = abilities.update && viewer?.id === user.id;
  return (
    <Container size="md" px={0}>
      <Stack gap="xl">
        <ProfileCard
          user={user}
          action={
            canEdit && (
              <Button
                variant="default"
                leftSection={<IconPencil size={16} />}
                onClick={() => void settings.open("profile")}
              >
                {t("Edit profile")}
              </Button>
            )
          }
        />
        <ProfileActivity
          user={user.id}
          page={page}
          onPageChange={(next) => void navigate({ search: { page: next } })}
        />
      </Stack>
    </Container>
  );
}
