import { OAuth2Server } from "oauth2-mock-server";

/**
 * An OpenID provider on a loopback port standing in for Google: the claims of the next ID token it
 * signs are whatever `claims` holds when it signs (set before the browser step).
 */
export async function startOidcProvider() {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const state = { claims: {} as Record<string, unknown> };
  provider.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, state.claims);
  });
  return {
    state,
    /** The settings that point the app's Google sign-in at this provider. */
    env: {
      GOOGLE_ISSUER: provider.issuer.url!,
      GOOGLE_CLIENT_ID: "bounty-test",
      GOOGLE_CLIENT_SECRET: "bounty-test-secret",
    },
    stop: () => provider.stop(),
  };
}
