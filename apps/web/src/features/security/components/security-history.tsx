import type { SecurityHistoryEntry } from "@bounty/shared";
import { Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/pages/load-failed.tsx";
import { securityHistoryQuery } from "../api/security.ts";

/** One change to how the account is guarded, as a sentence. */
function sentenceOf(entry: SecurityHistoryEntry, t: TFunction): string {
  const d = entry.details;
  const kind = d.kind === "passkey" ? t("Passkey") : t("Authenticator app");
  const name = String(d.name ?? "");
  // A factor still under its default name (the kind's) is not named twice.
  const named = name !== "" && name !== kind;
  switch (entry.type) {
    case "user.factor.added":
      return named ? t("{{kind}} “{{name}}” added", { kind, name }) : t("{{kind}} added", { kind });
    case "user.factor.removed":
      return named ? t("{{kind}} “{{name}}” removed", { kind, name }) : t("{{kind}} removed", { kind });
    case "user.recovery_codes.created":
      return t("New recovery codes made");
    case "user.recovery_code.used":
      return t("A recovery code was used ({{left}} left)", { left: Number(d.left ?? 0) });
    case "user.signed_in.new_browser":
      return t("Sign-in from a new browser: {{where}} ({{ip}})", {
        where: [d.browser, d.system].filter(Boolean).join(" / ") || t("Unknown browser"),
        ip: String(d.ip ?? "?"),
      });
  }
}

/** The account's security history: factors added and removed, recovery codes, sign-ins from new browsers. */
export function SecurityHistory({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const history = useQuery(securityHistoryQuery(userId));
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  if (history.isError) return <LoadFailed onRetry={() => void history.refetch()} />;
  if (history.isPending) return <Skeleton h={64} radius="md" />;
  if (history.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("Nothing yet.")}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="security-history">
      {history.data.map((entry) => (
        <Text key={entry.id} component="li" size="sm">
          <Text span c="dimmed" size="sm">
            {when(entry.at)}
          </Text>{" "}
          · {sentenceOf(entry, t)}
        </Text>
      ))}
    </Stack>
  );
}
