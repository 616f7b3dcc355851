/**
 * Contract with the third-party chat widget (GET /api/config → chatWidget):
 * - we add `<script async src={scriptUrl} data-app-id={appId}>` once, and only when configured;
 * - the script defines `window.BountyChat` with `identify(user | null)`;
 * - we call `identify({ name, id, email })` for the signed-in user (email may be null) and
 *   `identify(null)` for a visitor or after sign-out, again whenever the user changes.
 */
export interface ChatUser {
  name: string;
  id: string;
  email: string | null;
}

declare global {
  interface Window {
    BountyChat?: { identify(user: ChatUser | null): void };
  }
}

const SCRIPT_ID = "bounty-chat-widget";
let loading: Promise<void> | null = null;

/** Loads the widget script once; later calls share the first load. */
export function loadChatWidget(scriptUrl: string, appId: string | null): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.id = SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    if (appId) script.dataset.appId = appId;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => reject(new Error(`Could not load ${scriptUrl}`)));
    document.head.append(script);
  });
  return loading;
}

export function identifyChatUser(user: ChatUser | null): void {
  window.BountyChat?.identify(user);
}
