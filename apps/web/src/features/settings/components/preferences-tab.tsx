import type { AuthenticatedUser, Language, NotificationPreferences, Theme } from "@bounty/shared";
import { Button, Center, Group, Input, SegmentedControl, Stack, Switch } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconMoon, IconSun } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSelect } from "../../../components/forms/language-select.tsx";
import { SettingsSection } from "../../../components/pages/settings-section.tsx";
import { applyLanguage } from "../../../lib/i18n.ts";
import { rebaseForm } from "../../../lib/rebase-form.ts";
import { showErrorToastFor } from "../../../lib/toasts/error-toast.ts";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import { storeUpdatedUser, updateUser } from "../../users/index.ts";

interface PreferencesValues {
  language: Language;
  theme: Theme;
  notificationPreferences: NotificationPreferences;
}

const toValues = (user: AuthenticatedUser): PreferencesValues => ({
  language: user.settings.language,
  theme: user.settings.theme,
  notificationPreferences: { ...user.notificationPreferences },
});

/** Preferences tab: language, theme and e-mail notifications; saving applies language and theme at once. */
export function PreferencesTab({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<PreferencesValues>({ mode: "controlled", initialValues: toValues(user) });

  const save = useMutation({
    mutationFn: ({ language, theme, notificationPreferences }: PreferencesValues) =>
      updateUser(user.id, { settings: { language, theme }, notificationPreferences }),
    onSuccess: async (updated) => {
      const next = toValues(updated);
      rebaseForm(form, next);
      void applyLanguage(updated.settings.language);
      await storeUpdatedUser(queryClient, updated);
      showSuccessToast(t("Your preferences are saved."), t("Success"));
    },
    onError: (error) => showErrorToastFor(error),
  });

  const notifications: { key: keyof NotificationPreferences; label: string; description: string }[] = [
    {
      key: "reportReplies",
      label: t("Replies to my reports"),
      description: t("An e-mail when someone writes on a report you take part in."),
    },
    {
      key: "reportUpdates",
      label: t("My reports' progress"),
      description: t(
        "An e-mail when a report you sent changes state, is rewarded, or its original is resolved.",
      ),
    },
    {
      key: "programReports",
      label: t("Reports to my programs"),
      description: t("An e-mail when a report arrives at a program you manage."),
    },
    {
      key: "responseTargets",
      label: t("Daily digest of overdue reports"),
      description: t(
        "One e-mail a day listing the reports of your programs that are past a response target.",
      ),
    },
    {
      key: "applications",
      label: t("Program applications"),
      description: t(
        "An e-mail when a program approves or declines your application, or answers your test-information request.",
      ),
    },
    {
      key: "accountUpdates",
      label: t("Withdrawals and publication"),
      description: t(
        "An e-mail when a withdrawal is transferred or fails, and when staff decide on a program you asked to publish.",
      ),
    },
    {
      key: "acceptsJobRequests",
      label: t("Job requests"),
      description: t("Organizations may contact you with job offers."),
    },
  ];

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="xl">
        <SettingsSection
          title={t("Preferences")}
          description={t("How Bounty looks and talks to you.")}
          isTabHeading
        >
          <LanguageSelect
            label={t("Language")}
            maw={320}
            {...form.getInputProps("language")}
            value={form.values.language}
          />
          <Input.Wrapper label={t("Theme")} id="settings-theme" labelElement="div">
            <div>
              <SegmentedControl
                mt={4}
                role="radiogroup"
                aria-labelledby="settings-theme-label"
                data={[
                  { value: "light", label: <ThemeOption icon={<IconSun size={16} />} label={t("Light")} /> },
                  { value: "dark", label: <ThemeOption icon={<IconMoon size={16} />} label={t("Dark")} /> },
                ]}
                {...form.getInputProps("theme")}
              />
            </div>
          </Input.Wrapper>
        </SettingsSection>
        <SettingsSection title={t("Notifications")} description={t("Choose what we e-mail you about.")}>
          {notifications.map((item) => (
            <Switch
              key={item.key}
              label={item.label}
              description={item.description}
              {...form.getInputProps(`notificationPreferences.${item.key}`, { type: "checkbox" })}
            />
          ))}
        </SettingsSection>
        <Group justify="flex-end">
          <Button type="submit" disabled={!form.isDirty()} loading={save.isPending}>
            {t("Save preferences")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ThemeOption({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Center style={{ gap: 8 }}>
      {icon}
      <span>{label}</span>
    </Center>
  );
}
