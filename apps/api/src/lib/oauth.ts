import * as oidc from "openid-client";
import type { Config } from "../config.ts";
import { AppError } from "../http/errors.ts";

export type OAuthStrategy = "github" | "google";

export interface OAuthProfile {
  subject: string;
  email: string | null;
  name: string | null;
  login: string | null;
}

const insecure = (url: string) =>
  url.startsWith("http://") ? { execute: [oidc.allowInsecureRequests] } : {};

/** Provider configurations, built lazily: Google's comes from OpenID discovery, so any OIDC issuer works. */
export class OAuthProviders {
  private google?: Promise<oidc.Configuration>;
  private github?: oidc.Configuration;

  constructor(private readonly config: Config) {}

  isConfigured(strategy: OAuthStrategy): boolean {
    return strategy === "github" ? !!this.config.GITHUB_CLIENT_ID : !!this.config.GOOGLE_CLIENT_ID;
  }

  redirectUri(): string {
    return `${this.config.PUBLIC_URL}/auth/confirm`;
  }

  private async configuration(strategy: OAuthStrategy): Promise<oidc.Configuration> {
    const c = this.config;
    if (!this.isConfigured(strategy)) {
      const label = strategy === "github" ? "GitHub" : "Google";
      throw new AppError(
        "bad_request",
        `${label} sign-in is not configured on this server. Use e-mail instead.`,
      );
    }
    if (strategy === "github") {
      this.github ??= new oidc.Configuration(
        {
          issuer: "https://github.com",
          authorization_endpoint: c.GITHUB_AUTHORIZE_URL,
          token_endpoint: c.GITHUB_TOKEN_URL,
        },
        c.GITHUB_CLIENT_ID!,
        c.GITHUB_CLIENT_SECRET!,
      );
      if (c.GITHUB_TOKEN_URL.startsWith("http://")) oidc.allowInsecureRequests(this.github);
      return this.github;
    }
    this.google ??= oidc
      .discovery(
        new URL(c.GOOGLE_ISSUER),
        c.GOOGLE_CLIENT_ID!,
        c.GOOGLE_CLIENT_SECRET!,
        undefined,
        insecure(c.GOOGLE_ISSUER),
      )
      .catch(() => {
        this.google = undefined;
        throw new AppError(
          "provider_unavailable",
          "The sign-in provider could not be reached. Please try again later, or use e-mail.",
        );
      });
    return this.google;
  }

  /** The URL the user opens in a new tab, with state, PKCE and (for OpenID Connect) a nonce. */
  async authorizationUrl(strategy: OAuthStrategy, p: { state: string; verifier: string; nonce: string }) {
    const configuration = await this.configuration(strategy);
    const params: Record<string, string> = {
      redirect_uri: this.redirectUri(),
      state: p.state,
      code_challenge: await oidc.calculatePKCECodeChallenge(p.verifier),
      code_challenge_method: "S256",
      scope: strategy === "github" ? "read:user user:email" : "openid email profile",
    };
    if (strategy === "google") params.nonce = p.nonce;
    return oidc.buildAuthorizationUrl(configuration, params).href;
  }

  /** Exchanges the code the provider returned and reads who signed in. */
  async exchange(
    strategy: OAuthStrategy,
    p: { state: string; code: string; verifier: string; nonce: string },
  ): Promise<OAuthProfile> {
    const configuration = await this.configuration(strategy);
    const callback = new URL(this.redirectUri());
    callback.searchParams.set("state", p.state);
    callback.searchParams.set("code", p.code);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        pkceCodeVerifier: p.verifier,
        expectedState: p.state,
        ...(strategy === "google" ? { expectedNonce: p.nonce, idTokenExpected: true } : {}),
      });
    } catch (err) {
      const detail = err instanceof Error ? err.message : "unknown error";
      throw new AppError("bad_request", `The provider refused the sign-in: ${detail}`);
    }
    if (strategy === "google") {
      const claims = tokens.claims();
      if (!claims?.sub) throw new AppError("bad_request", "The provider did not say who signed in.");
      return {
        subject: claims.sub,
        // Only an address the provider says it verified; a missing claim is not a yes.
        email:
          typeof claims.email === "string" && claims.email_verified === true
            ? claims.email.toLowerCase()
            : null,
        name: typeof claims.name === "string" ? claims.name : null,
        login: null,
      };
    }
    const res = await fetch(`${this.config.GITHUB_API_URL}/user`, {
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: "application/vnd.github+json" },
    });
    if (!res.ok) throw new AppError("bad_request", `GitHub did not return the profile (${res.status}).`);
    const user = (await res.json()) as {
      id?: number;
      login?: string;
      name?: string | null;
      email?: string | null;
    };
    if (typeof user.id !== "number") throw new AppError("bad_request", "GitHub did not say who signed in.");
    return {
      subject: String(user.id),
      email: await this.githubVerifiedEmail(tokens.access_token),
      name: user.name ?? null,
      login: user.login ?? null,
    };
  }

  /**
   * The primary address GitHub lists as verified, from its e-mails API: a profile's public `email`
   * is whatever its owner typed. None when GitHub verified none, or does not answer.
   */
  private async githubVerifiedEmail(accessToken: string): Promise<string | null> {
    const res = await fetch(`${this.config.GITHUB_API_URL}/user/emails`, {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/vnd.github+json" },
    });
    if (!res.ok) return null;
    const emails = (await res.json()) as { email?: unknown; verified?: unknown; primary?: unknown }[];
    if (!Array.isArray(emails)) return null;
    const verified = emails.filter((e) => e.verified === true && typeof e.email === "string");
    const chosen = verified.find((e) => e.primary === true) ?? verified[0];
    return chosen ? (chosen.email as string).toLowerCase() : null;
  }
}
