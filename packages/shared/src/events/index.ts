export * from "./catalog.ts";
export * from "./define.ts";
