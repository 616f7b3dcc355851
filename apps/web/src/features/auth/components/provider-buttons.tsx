import { Button, Stack, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconBrandGithub, IconBrandGoogle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { publicConfigQuery } from "../../config/index.ts";

type Provider = "github" | "google";

interface ProviderButtonsProps {
  loading: Provider | null;
  disabled: boolean;
  onSelect: (provider: Provider) => void;
}

/** GitHub and Google; a provider the server has not configured is disabled, with a tooltip saying so. */
export function ProviderButtons({ loading, disabled, onSelect }: ProviderButtonsProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const config = useQuery(publicConfigQuery);
  const providers = [
    {
      id: "github" as const,
      label: t("Continue with GitHub"),
      icon: <IconBrandGithub size={18} />,
      missing: t("Sign-in with GitHub is not set up on this server."),
    },
    {
      id: "google" as const,
      label: t("Continue with Google"),
      icon: <IconBrandGoogle size={18} />,
      missing: t("Sign-in with Google is not set up on this server."),
    },
  ];

  return (
    <Stack gap="sm">
      {providers.map((provider) => (
        <ProviderButton
          key={provider.id}
          {...provider}
          reasonId={`${idPrefix}-${provider.id}`}
          isPending={config.isPending}
          isUnavailable={config.data !== undefined && !config.data.providers[provider.id]}
          isLoading={loading === provider.id}
          isDisabled={disabled && loading !== provider.id}
          onSelect={() => onSelect(provider.id)}
        />
      ))}
    </Stack>
  );
}

interface ProviderButtonProps {
  label: string;
  icon: ReactNode;
  missing: string;
  reasonId: string;
  isPending: boolean;
  isUnavailable: boolean;
  isLoading: boolean;
  isDisabled: boolean;
  onSelect: () => void;
}

function ProviderButton(props: ProviderButtonProps) {
  const { label, icon, missing, reasonId, isPending, isUnavailable, isLoading, isDisabled, onSelect } = props;
  // Mantine's pattern for a tooltip on a disabled button: data-disabled keeps pointer events.
  const button = (
    <Button
      variant="default"
      size="md"
      fullWidth
      leftSection={icon}
      loading={isLoading}
      disabled={isPending || isDisabled}
      data-disabled={isUnavailable || undefined}
      aria-disabled={isUnavailable || undefined}
      aria-describedby={isUnavailable ? reasonId : undefined}
      onClick={(event) => (isUnavailable ? event.preventDefault() : onSelect())}
    >
      {label}
    </Button>
  );
  if (!isUnavailable) return button;
  return (
    <>
      <Tooltip label={missing}>{button}</Tooltip>
      <VisuallyHidden id={reasonId}>{missing}</VisuallyHidden>
    </>
  );
}
