import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { identifyChatUser, loadChatWidget } from "../../../lib/chat-widget.ts";
import { publicConfigQuery } from "../../config/index.ts";
import { useCurrentUser } from "../../session/index.ts";

/** Loads the support chat when the server configures one, and tells it who is signed in. */
export function ChatWidget() {
  const user = useCurrentUser();
  const widget = useQuery(publicConfigQuery).data?.chatWidget;
  const chatUser = user ? { name: user.displayName, id: user.id, email: user.email } : null;
  const key = chatUser ? `${chatUser.id}|${chatUser.name}|${chatUser.email}` : "";

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for chatUser's content.
  useEffect(() => {
    if (!widget) return;
    let cancelled = false;
    loadChatWidget(widget.scriptUrl, widget.appId)
      .then(() => {
        if (!cancelled) identifyChatUser(chatUser);
      })
      .catch(() => undefined); // A blocked or broken widget must not break the app.
    return () => {
      cancelled = true;
    };
  }, [widget, key]);

  return null;
}
