import { type AuthenticatedUser, RECOVERY_CODE_COUNT, type TotpSetup } from "@bounty/shared";
import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { IconDeviceMobile, IconFingerprint, IconShieldExclamation } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/forms/confirm-dialog.tsx";
import { LoadFailed } from "../../../components/pages/load-failed.tsx";
import { SettingsSection } from "../../../components/pages/settings-section.tsx";
import { showSuccessToast } from "../../../lib/toasts/success-toast.ts";
import {
  addPasskey,
  createRecoveryCodes,
  type FactorAdded,
  securityKey,
  securityQuery,
  sessionsQuery,
  startTotp,
} from "../api/security.ts";
import { FactorList } from "./factor-list.tsx";
import { NewRecoveryCodes } from "./recovery-codes.tsx";
import { SecurityHistory } from "./security-history.tsx";
import { SessionList } from "./session-list.tsx";
import { TotpSetupPanel } from "./totp-setup.tsx";

/** Settings → Security (issue 46): second factors, recovery codes, and where the person is signed in. */
export function SecurityTab({ user }: { user: AuthenticatedUser }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const overview = useQuery(securityQuery(user.id));
  const sessions = useQuery(sessionsQuery(user.id));
  const [totp, setTotp] = useState<TotpSetup | null>(null);
  const [passkeyName, setPasskeyName] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [renewing, setRenewing] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKey(user.id) });
  const added = async (done: FactorAdded) => {
    setTotp(null);
    setPasskeyName(null);
    if (done.recoveryCodes) setCodes(done.recoveryCodes);
    showSuccessToast(t("Second factor added"));
    await refresh();
  };
  const beginTotp = useMutation({
    mutationFn: () => startTotp(user.id, t("Authenticator app")),
    onSuccess: setTotp,
  });
  const passkey = useMutation({ mutationFn: (name: string) => addPasskey(user.id, name), onSuccess: added });
  const renew = useMutation({
    mutationFn: () => createRecoveryCodes(user.id),
    onSuccess: async (fresh) => {
      setRenewing(false);
      setCodes(fresh);
      await refresh();
    },
  });
  const canPasskey = browserSupportsWebAuthn();

  if (overview.isError) return <LoadFailed onRetry={() => void overview.refetch()} />;
  if (overview.isPending) return <Skeleton h={240} radius="md" />;
  const { factors, recoveryCodesLeft, required } = overview.data;

  return (
    <Stack gap="xl">
      <SettingsSection
        title={t("Security")}
        description={t(
          "A second factor keeps your reports and money safe even if someone reads your mailbox: after the e-mail link, Bounty asks for it.",
        )}
        isTabHeading
      >
        {required && factors.length === 0 && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconShieldExclamation size={20} />}
            title={t("A second factor is required")}
          >
            {t("Platform staff tools need a second factor. Add a passkey or an authenticator app below.")}
          </Alert>
        )}
        {codes && <NewRecoveryCodes codes={codes} onDismiss={() => setCodes(null)} />}
      </SettingsSection>

      <SettingsSection title={t("Second factors")}>
        <FactorList userId={user.id} factors={factors} />
        {totp ? (
          <TotpSetupPanel userId={user.id} setup={totp} onDone={added} onCancel={() => setTotp(null)} />
        ) : passkeyName !== null ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (passkeyName.trim()) passkey.mutate(passkeyName.trim());
            }}
          >
            <Group align="flex-end" gap="xs" wrap="wrap">
              <TextInput
                label={t("Name this passkey")}
                description={t("So you can tell it apart later, e.g. “Work laptop”.")}
                value={passkeyName}
                maxLength={60}
                onChange={(event) => setPasskeyName(event.currentTarget.value)}
                data-autofocus
              />
              <Button type="submit" loading={passkey.isPending} disabled={!passkeyName.trim()}>
                {t("Create passkey")}
              </Button>
              <Button variant="default" onClick={() => setPasskeyName(null)} disabled={passkey.isPending}>
                {t("Cancel")}
              </Button>
            </Group>
          </form>
        ) : (
          <Group gap="sm" wrap="wrap">
            {canPasskey && (
              <Button
                leftSection={<IconFingerprint size={16} />}
                onClick={() => setPasskeyName(t("Passkey"))}
              >
                {t("Add a passkey")}
              </Button>
            )}
            <Button
              variant={canPasskey ? "default" : "filled"}
              leftSection={<IconDeviceMobile size={16} />}
              loading={beginTotp.isPending}
              onClick={() => beginTotp.mutate()}
            >
              {t("Add an authenticator app")}
            </Button>
          </Group>
        )}
      </SettingsSection>

      {factors.length > 0 && (
        <SettingsSection
          title={t("Recovery codes")}
          description={t(
            "{{left}} of {{total}} codes left. Each signs you in once when your factors are lost.",
            {
              left: recoveryCodesLeft,
              total: RECOVERY_CODE_COUNT,
            },
          )}
        >
          <Group>
            <Button variant="default" onClick={() => setRenewing(true)}>
              {t("Make new codes")}
            </Button>
          </Group>
          <ConfirmDialog
            opened={renewing}
            title={t("Make new recovery codes?")}
            confirmLabel={t("Make new codes")}
            confirmColor="blue"
            onConfirm={() => renew.mutate()}
            onClose={() => setRenewing(false)}
            isPending={renew.isPending}
          >
            <Text size="sm">{t("Your current codes stop working at once.")}</Text>
          </ConfirmDialog>
        </SettingsSection>
      )}

      <SettingsSection
        title={t("Recent security activity")}
        description={t("Each of these was also sent to you by mail.")}
      >
        <SecurityHistory userId={user.id} />
      </SettingsSection>

      <SettingsSection
        title={t("Where you are signed in")}
        description={t("Sign out of any browser you do not recognise; it stops at once.")}
      >
        {sessions.isError ? (
          <LoadFailed onRetry={() => void sessions.refetch()} />
        ) : sessions.isPending ? (
          <Skeleton h={96} radius="md" />
        ) : (
          <SessionList userId={user.id} sessions={sessions.data} />
        )}
      </SettingsSection>
    </Stack>
  );
}
