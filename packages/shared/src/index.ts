export * from "./countries.ts";
export * from "./errors.ts";
export * from "./roles.ts";
export * from "./schemas/auth.ts";
export * from "./schemas/common.ts";
export * from "./schemas/organization.ts";
export * from "./schemas/user.ts";
export * from "./severity/index.ts";
