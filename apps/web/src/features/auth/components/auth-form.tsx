import type { AuthMode, AuthStrategy } from "@bounty/shared";
import { Button, Divider, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { AnchorLink } from "../../../components/text/links.tsx";
import type { Audience } from "../api/auth-search.ts";
import { type RequestLoginInput, requestLogin } from "../api/request-login.ts";
import { PasskeySignIn } from "./passkey-sign-in.tsx";
import type { PendingLogin } from "./pending-login.ts";
import { ProviderButtons } from "./provider-buttons.tsx";

const Email = z.email().max(254);

interface AuthFormProps {
  mode: AuthMode;
  audience?: Audience;
  /** Kept when switching between sign-in and sign-up, so both return to the same page. */
  redirect?: string;
  onRequested: (pending: PendingLogin) => void;
}

export function AuthForm({ mode, audience, redirect, onRequested }: AuthFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const request = useMutation({ mutationFn: (input: RequestLoginInput) => requestLogin(input) });
  const busyStrategy: AuthStrategy | null = request.isPending ? (request.variables?.strategy ?? null) : null;

  const handleProvider = (strategy: "github" | "google") => {
    // Opened during the click so pop-up blockers allow it; it is sent to the provider once we know the address.
    const tab = window.open("", "_blank");
    request.mutate(
      { strategy, mode },
      {
        onSuccess: (loginRequest) => {
          if (loginRequest.action) {
            if (tab) {
              tab.opener = null;
              tab.location.href = loginRequest.action;
            } else {
              window.open(loginRequest.action, "_blank", "noopener");
            }
          }
          onRequested({ request: loginRequest });
        },
        onError: () => tab?.close(),
      },
    );
  };

  const handleEmail = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!Email.safeParse(address).success) {
      setEmailError(t("Enter a valid e-mail address."));
      return;
    }
    request.mutate(
      { strategy: "email", mode, email: address },
      { onSuccess: (loginRequest) => onRequested({ request: loginRequest, email: address }) },
    );
  };

  const isSignup = mode === "signup";
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz={26}>
          {isSignup ? t("Create your account") : t("Sign in to Bounty")}
        </Title>
        <Text c="dimmed" size="sm" mt={6}>
          {isSignup ? t("Already have an account?") : t("New to Bounty?")}{" "}
          {isSignup ? (
            <AnchorLink to="/signin" search={{ audience, redirect }} fw={600}>
              {t("Sign In")}
            </AnchorLink>
          ) : (
            <AnchorLink to="/signup" search={{ audience, redirect }} fw={600}>
              {t("Sign Up")}
            </AnchorLink>
          )}
        </Text>
      </div>

      {!isSignup && <PasskeySignIn redirect={redirect} disabled={request.isPending} />}

      <ProviderButtons
        loading={busyStrategy === "github" || busyStrategy === "google" ? busyStrategy : null}
        disabled={request.isPending}
        onSelect={handleProvider}
      />

      <Divider label={t("or use your e-mail")} labelPosition="center" />

      <form onSubmit={handleEmail} noValidate>
        <Stack gap="sm">
          <TextInput
            type="email"
            label={t("E-mail address")}
            placeholder="you@example.com"
            autoComplete="email"
            size="md"
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(null);
            }}
            leftSection={<IconMail size={18} />}
            required
          />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={busyStrategy === "email"}
            disabled={request.isPending && busyStrategy !== "email"}
          >
            {isSignup ? t("Sign up with e-mail") : t("Sign in with e-mail")}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
