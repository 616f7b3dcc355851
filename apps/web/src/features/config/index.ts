// The config feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { publicConfigQuery } from "./api/public-config.ts";
