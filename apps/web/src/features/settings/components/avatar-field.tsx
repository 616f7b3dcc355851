import type { AuthenticatedUser } from "@bounty/shared";
import { Button, FileButton, Group, Progress, Stack, Text } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../../lib/success-toast.ts";
import { UserAvatar } from "../../layout/components/user-avatar.tsx";
import { storeUpdatedUser } from "../../users/api/update-user.ts";
import { AVATAR_ACCEPT, avatarFileError, uploadAvatar } from "../api/avatar.ts";

/** The profile photo: picked, checked here (type, 5 MB), previewed and uploaded at once with its progress. */
export function AvatarField({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const upload = useMutation({
    mutationFn: (file: File) => uploadAvatar(user.id, file, setProgress),
    onSuccess: async (updated) => {
      await storeUpdatedUser(queryClient, updated);
      showSuccessToast(t("Success"));
    },
    onSettled: () => setPreview(null),
  });

  const handleFile = (file: File | null) => {
    if (!file) return;
    const error = avatarFileError(file, t);
    setProblem(error);
    if (error) return;
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <UserAvatar
        user={{ displayName: user.displayName, icon: preview ?? user.icon }}
        size={88}
        radius={88}
        style={{ opacity: upload.isPending ? 0.6 : 1 }}
      />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="sm">
          <FileButton onChange={handleFile} accept={AVATAR_ACCEPT} disabled={upload.isPending}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="sm"
                leftSection={<IconUpload size={16} />}
                loading={upload.isPending}
              >
                {user.icon ? t("Change photo") : t("Upload a photo")}
              </Button>
            )}
          </FileButton>
        </Group>
        {upload.isPending ? (
          <Stack gap={4} maw={260}>
            <Progress value={progress * 100} size="sm" animated aria-label={t("Upload progress")} />
            <Text size="xs" c="dimmed">
              {t("Uploading… {{percent}}%", { percent: Math.round(progress * 100) })}
            </Text>
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            {t("JPEG, PNG, GIF or BMP")} · {t("Up to 5 MB")}
          </Text>
        )}
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
