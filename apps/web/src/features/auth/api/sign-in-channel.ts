// The tab that opened a sign-in link tells this browser's other tabs at once, so the waiting tab
// asks for its tokens now rather than at its next 5-second poll (spec §9 keeps the poll; this only
// shortens the wait when both tabs are in one browser).
const CHANNEL = "bounty-sign-in";

/** Says a sign-in was just confirmed in this tab. */
export function announceSignInConfirmed(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage("confirmed");
  channel.close();
}

/** Calls `listener` when another tab confirms a sign-in; returns what stops listening. */
export function onSignInConfirmedElsewhere(listener: () => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
