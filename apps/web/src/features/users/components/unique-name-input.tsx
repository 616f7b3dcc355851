import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The unique-name field of onboarding and the profile settings, with the profile address it makes. */
export function UniqueNameInput(props: TextInputProps & { value: string }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t("Unique name")}
      description={t("Your profile address: /profiles/{{name}}", { name: props.value || "…" })}
      leftSection="@"
      inputWrapperOrder={["label", "input", "description", "error"]}
      maxLength={32}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}
