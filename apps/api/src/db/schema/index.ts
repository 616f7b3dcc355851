export * from "./auth.ts";
export * from "./chat-webhooks.ts";
export * from "./events.ts";
export * from "./ledger.ts";
export * from "./mail.ts";
export * from "./organizations.ts";
export * from "./programs.ts";
export * from "./users.ts";
