// The notifications feature's face: all that other features may import of it (docs/architecture.md "Boundaries").

export { mailPreferenceName } from "./api/unsubscribe.ts";
export { UnsubscribePanel } from "./components/unsubscribe-panel.tsx";
