import { Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { userActivitiesQuery } from "../api/public-api.ts";
import { PublicActivityListView } from "./public-activity-list.tsx";

/** A profile's activity (spec 2 §2): the hunter's public facts, 20 a page, `page` in the URL. */
export function ProfileActivity({
  user,
  page,
  onPageChange,
}: {
  user: string;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const list = useQuery(userActivitiesQuery(user, page));
  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-activity">
      <Title order={2} size="h4" id="profile-activity">
        {t("Activity")}
      </Title>
      <PublicActivityListView list={list} page={page} onPageChange={onPageChange} showProgram />
    </Stack>
  );
}
