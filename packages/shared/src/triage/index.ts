export * from "./flow.ts";
export * from "./schemas.ts";
