// The security feature's face (issue 46): second factors, their proof, and the person's sessions.

export { challengeFor, passkeySignInOptions, proveFactor, provePasskeySignIn } from "./factor-proof.ts";
export { hasFactor as hasSecondFactor } from "./factors.repository.ts";
export { noticeNewBrowser } from "./new-browser.ts";
export { securityRoutes } from "./security.routes.ts";
export { describeAgent, endSessionsOf } from "./sessions.service.ts";
export { totpCodeOf } from "./totp.ts";
