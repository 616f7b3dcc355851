// The auth feature's face: all that other features may import of it (docs/architecture.md "Boundaries").
export { AuthPanel } from "./components/auth-panel.tsx";
