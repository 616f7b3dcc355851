export * from "./dashboard.ts";
export * from "./flow.ts";
export * from "./imports.ts";
export * from "./retests.ts";
export * from "./schemas.ts";
