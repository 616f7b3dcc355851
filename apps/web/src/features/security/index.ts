// The security feature's face (issue 46): Settings → Security.

export { FactorRequiredPage } from "./components/factor-required-page.tsx";
export { SecondFactorGate } from "./components/second-factor-gate.tsx";
export { SecurityTab } from "./components/security-tab.tsx";
export { VerificationHost } from "./components/verification-host.tsx";
