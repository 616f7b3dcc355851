import type { TestInfoAction, TestInfoRequest } from "@bounty/shared";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Whose card the list is on: the hunter who asked, or the organization that answers. */
export type TestInfoSide = "hunter" | "organization";

/** The organization's accept / update message is the information itself, shown apart on the hunter's card. */
const informationActions: ReadonlySet<TestInfoAction> = new Set(["accept", "update"]);

interface TestInfoMessagesProps {
  messages: TestInfoRequest["messages"];
  side: TestInfoSide;
}

/**
 * A request's messages, oldest first, each as "action · author · date" and its body. On the hunter's
 * side, accept / update lines name the action only: their body is the information shown above.
 */
export function TestInfoMessages({ messages, side }: TestInfoMessagesProps) {
  const { t, i18n } = useTranslation();
  if (messages.length === 0) return null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const actionNames: Record<TestInfoAction, string> = {
    request: t("Requested"),
    accept: side === "hunter" ? t("Information given") : t("Accepted"),
    reject: t("Rejected"),
    update: side === "hunter" ? t("Information updated") : t("Updated"),
    finalize: t("Finalized"),
    revoke: t("Revoked"),
    cancel: t("Cancelled"),
  };
  const unknownAuthor = side === "hunter" ? t("The organization") : t("Someone");
  return (
    <Stack
      gap={6}
      component="ol"
      style={{ listStyle: "none", padding: 0, margin: 0 }}
      aria-label={t("Messages")}
    >
      {messages.map((message) => (
        <li key={message.id}>
          <Text size="xs" c="dimmed">
            {actionNames[message.action]} · {message.author?.displayName ?? unknownAuthor} ·{" "}
            {date(message.createdAt)}
          </Text>
          {!(side === "hunter" && informationActions.has(message.action)) && message.body && (
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {message.body}
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
