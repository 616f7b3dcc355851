import type { AuthenticatedUser, Language, UpdateUser } from "@bounty/shared";
import { Button, Group, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CountrySelect } from "../../../components/forms/country-select.tsx";
import { LanguageSelect } from "../../../components/forms/language-select.tsx";
import { SetupFormPage } from "../../../components/forms/setup-form-page.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { applyLanguage, visitorLanguage } from "../../../lib/i18n.ts";
import { showErrorToastFor } from "../../../lib/toasts/error-toast.ts";
import { currentUserKey, currentUserQuery } from "../../session/index.ts";
import { UniqueNameInput, updateUser } from "../../users/index.ts";
import { displayNameError, uniqueNameError } from "../api/profile-rules.ts";

interface OnboardingFormProps {
  user: AuthenticatedUser;
  /** A safe path of this site (see safeReturnPath) to go on to instead of the program list. */
  redirect?: string;
}

/** /onboarding: the first profile and the UI language, then 'Complete setup' (spec §2). */
export function OnboardingForm({ user, redirect }: OnboardingFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [displayName, setDisplayName] = useState(user.displayName);
  const [uniqueName, setUniqueName] = useState(user.uniqueName);
  const [bio, setBio] = useState(user.bio);
  const [country, setCountry] = useState<string | null>(user.country);
  // The language the person has used so far (the browser's), rather than the account's default.
  const [language, setLanguage] = useState<Language>(() => visitorLanguage());
  const [takenName, setTakenName] = useState<{ name: string; message: string } | null>(null);

  // The selector previews its language at once; leaving without saving returns to the account's language.
  useEffect(() => {
    void applyLanguage(language);
  }, [language]);
  useEffect(
    () => () => {
      const saved = queryClient.getQueryData<AuthenticatedUser | null>(currentUserKey);
      void applyLanguage(saved?.settings.language ?? visitorLanguage());
    },
    [queryClient],
  );

  const save = useMutation({
    mutationFn: () =>
      updateUser(user.id, {
        displayName: displayName.trim(),
        uniqueName,
        bio: bio.trim(),
        country: country as UpdateUser["country"],
        settings: { language },
        onboarded: true,
      }),
    onSuccess: async () => {
      await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
      await (redirect ? navigate({ href: redirect }) : navigate({ to: "/programs" }));
    },
    onError: (error) => {
      if (isApiError(error, 409)) setTakenName({ name: uniqueName, message: error.message });
      else showErrorToastFor(error);
    },
  });

  const displayNameProblem = displayNameError(displayName, t);
  const uniqueNameProblem =
    uniqueNameError(uniqueName, t) ?? (takenName?.name === uniqueName ? takenName.message : null);
  const isValid = !displayNameProblem && !uniqueNameProblem;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isValid) save.mutate();
  };

  return (
    <SetupFormPage
      title={t("Welcome to Bounty")}
      description={t("Set up your profile. You can change all of this later in your settings.")}
      onSubmit={handleSubmit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <TextInput
          label={t("Display name")}
          value={displayName}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
          error={displayNameProblem}
          maxLength={64}
          autoComplete="nickname"
          required
        />
        <UniqueNameInput
          value={uniqueName}
          onChange={(event) => setUniqueName(event.currentTarget.value)}
          error={uniqueNameProblem}
        />
      </SimpleGrid>
      <Textarea
        label={t("Bio")}
        description={t("A few words about you and your work.")}
        value={bio}
        onChange={(event) => setBio(event.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={2000}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <CountrySelect label={t("Country")} value={country} onChange={setCountry} />
        <LanguageSelect label={t("Language")} value={language} onChange={setLanguage} />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button
          type="submit"
          size="md"
          disabled={!isValid}
          loading={save.isPending}
          rightSection={<IconArrowRight size={18} />}
        >
          {t("Complete setup")}
        </Button>
      </Group>
    </SetupFormPage>
  );
}
