import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import * as client from 'openid-client';
import { sha256Hex } from '../common/crypto/sha256';
import { ApiError } from '../common/errors/api-error';
import { authError, AuthErrorCode } from './auth-errors';
import { RedisService } from '../redis/redis.service';
import { AccountSignInService } from './account-sign-in.service';
import { OidcClientService } from './oidc-client.service';
import type { AuthResponseDto } from './auth.dto';
import { SessionService } from './session.service';
import { SignInChannelsService } from './sign-in-channels.service';

/** How long a started sign-in may take before its state is forgotten. */
export const SIGN_IN_FLOW_TTL_SECONDS = 600;

/** State values we hand out (openid-client's randomState: 32 bytes, base64url); anything else is forged. */
const STATE_FORMAT = /^[A-Za-z0-9_-]{43}$/;
export const BROWSER_BINDING_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** How long the site has to redeem the code the callback put in its address (it does so at once). */
const RETURN_CODE_TTL_SECONDS = 120;

interface SignInFlow {
  codeVerifier: string;
  nonce: string;
  /** SHA-256 of the browser-binding cookie of the browser that started the flow. */
  browser: string;
}

export const newBrowserBinding = () => randomBytes(32).toString('base64url');

// Keyed by the code *and* the browser binding: the code opens nothing in a browser without that cookie.
const returnKey = (code: string, browserBinding: string) => `oidc:return:${sha256Hex(`${code}\n${browserBinding}`)}`;

const signInReturnInvalid = () => authError(AuthErrorCode.InvalidSignInCode);

/** A failed callback, told to the site in the redirect's fragment (the site shows a fixed text per code). */
export class CallbackError extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const PROVIDER_ERROR_CODE = /^[a-z_]{1,64}$/;

/**
 * "Sign in with Google" over OpenID Connect: the authorization-code flow with PKCE, with state and nonce
 * kept in Redis for 10 minutes and usable once. The flow is also tied to the browser that started it
 * (a cookie), so nobody can finish their own sign-in in someone else's browser (login CSRF). The callback
 * hands the site a short-lived one-time code, not tokens, and that code is redeemable only with the same
 * cookie: a return link copied into another browser signs nobody in there.
 */
@Injectable()
export class GoogleSignInService {
  private readonly logger = new Logger('GoogleSignIn');

  constructor(
    private readonly redis: RedisService,
    private readonly oidc: OidcClientService,
    private readonly accounts: AccountSignInService,
    private readonly channels: SignInChannelsService,
    private readonly sessions: SessionService,
  ) {}

  async start(browserBinding: string): Promise<string> {
    this.channels.require('google');
    const state = client.randomState();
    const flow: SignInFlow = {
      codeVerifier: client.randomPKCECodeVerifier(),
      nonce: client.randomNonce(),
      browser: sha256Hex(browserBinding),
    };
    let url: string;
    try {
      url = await this.oidc.authorizationUrl({ state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
    } catch (error) {
      this.logger.error(`OpenID discovery failed: ${(error as Error).message}`);
      throw authError(AuthErrorCode.ProviderUnavailable);
    }
    await this.redis.client.set(`oidc:flow:${state}`, JSON.stringify(flow), 'EX', SIGN_IN_FLOW_TTL_SECONDS);
    return url;
  }

  /**
   * Completes the flow from the provider's redirect and answers the one-time code for the site; throws
   * CallbackError (never anything else) on failure.
   */
  async complete(query: Record<string, unknown>, browserBinding: string | null): Promise<string> {
    try {
      const session = await this.completeOrThrow(query, browserBinding);
      const code = randomBytes(32).toString('base64url');
      await this.redis.client.set(
        returnKey(code, browserBinding!),
        session.refreshToken,
        'EX',
        RETURN_CODE_TTL_SECONDS,
      );
      return code;
    } catch (error) {
      if (error instanceof CallbackError) throw error;
      if (error instanceof ApiError) throw new CallbackError(error.code, error.message);
      this.logger.warn(`Google sign-in failed: ${(error as Error).message}`);
      throw new CallbackError('google_auth_failed', 'Google authentication failed');
    }
  }

  /**
   * POST /auth/google: trades the callback's one-time code, in the browser that started the sign-in, for the
   * session. The refresh token behind it is rotated, so nothing handed over before stays usable.
   */
  async redeem(code: string, browserBinding: string | null): Promise<AuthResponseDto> {
    if (!browserBinding || !BROWSER_BINDING_FORMAT.test(browserBinding)) throw signInReturnInvalid();
    // GETDEL: a code works once, whatever happens next.
    const refreshToken = await this.redis.client.getdel(returnKey(code, browserBinding));
    if (!refreshToken) throw signInReturnInvalid();
    return this.sessions.refresh(refreshToken);
  }

  private async completeOrThrow(
    query: Record<string, unknown>,
    browserBinding: string | null,
  ): Promise<AuthResponseDto> {
    this.channels.require('google');
    if (Object.values(query).some((value) => typeof value !== 'string')) {
      throw new CallbackError('invalid_request', 'The sign-in response was malformed. Please try again.');
    }
    const params = query as Record<string, string>;
    const state = params.state;
    // GETDEL: a state works once, whatever happens next.
    const stored = state && STATE_FORMAT.test(state) ? await this.redis.client.getdel(`oidc:flow:${state}`) : null;
    if (!stored) {
      throw new CallbackError(
        'invalid_state',
        'This sign-in link has expired or was already used. Please sign in again.',
      );
    }
    const flow = JSON.parse(stored) as SignInFlow;
    if (!browserBinding || sha256Hex(browserBinding) !== flow.browser) {
      throw new CallbackError(
        'invalid_state',
        'This sign-in was started in another browser. Please sign in again from this one.',
      );
    }
    if (params.error) {
      throw new CallbackError(
        PROVIDER_ERROR_CODE.test(params.error) ? params.error : 'provider_error',
        params.error === 'access_denied' ? 'Google sign-in was cancelled.' : 'Google authentication failed',
      );
    }
    const idToken = await this.oidc.redeem(params, { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
    return this.accounts.signIn({ provider: 'google', ...idToken });
  }
}
