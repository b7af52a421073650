import { Injectable } from '@nestjs/common';
import * as client from 'openid-client';
import { AppConfig } from '../config/app-config';

const TIMEOUT_SECONDS = 10;

/** The claims the sign-in needs from a verified ID token. */
export interface VerifiedIdToken {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** http is tolerated for a provider on this machine only (tests, local runs); anything else must be https. */
export function isLoopbackHttp(url: URL): boolean {
  return (
    url.protocol === 'http:' &&
    (url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(url.hostname))
  );
}

/**
 * The OpenID Connect relying party (openid-client): discovers the issuer once, builds authorization URLs
 * (code flow with PKCE) and redeems codes, verifying the ID token's signature, issuer, audience, expiry
 * and nonce.
 */
@Injectable()
export class OidcClientService {
  private configuration?: Promise<client.Configuration>;

  constructor(private readonly config: AppConfig) {}

  get redirectUri(): string {
    return `${this.config.publicUrl}/api/v1/auth/google/callback`;
  }

  async authorizationUrl(checks: { state: string; nonce: string; codeVerifier: string }): Promise<string> {
    const configuration = await this.discover();
    return client
      .buildAuthorizationUrl(configuration, {
        redirect_uri: this.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /** Redeems the code of the provider's redirect; throws when anything does not check out. */
  async redeem(
    query: Record<string, string>,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<VerifiedIdToken> {
    const configuration = await this.discover();
    const callbackUrl = new URL(this.redirectUri);
    for (const [name, value] of Object.entries(query)) callbackUrl.searchParams.set(name, value);
    const tokens = await client.authorizationCodeGrant(
      configuration,
      callbackUrl,
      { pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state, expectedNonce: checks.nonce },
      { redirect_uri: this.redirectUri },
    );
    const claims = tokens.claims();
    if (!claims) throw new Error('the token response has no ID token');
    return {
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      // Some providers send the flag as a string.
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  }

  private discover(): Promise<client.Configuration> {
    const { issuerUrl, clientId, clientSecret } = this.config.signIn.oidc;
    const issuer = new URL(issuerUrl);
    this.configuration ??= client
      .discovery(issuer, clientId!, undefined, client.ClientSecretPost(clientSecret!), {
        execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
        timeout: TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        this.configuration = undefined; // try again on the next sign-in rather than failing forever
        throw error;
      });
    return this.configuration;
  }
}
