export * from "./audit-logs.ts";
export * from "./catalog.ts";
export * from "./define.ts";
