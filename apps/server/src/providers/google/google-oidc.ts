import * as oidc from 'openid-client';
import { isLoopbackUrl } from '../../config.ts';

export interface GoogleSettings {
  /** https://accounts.google.com, or a local OpenID provider standing in for it in tests. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What one sign-in must find again on its way back: kept in a signed cookie by the browser that began it. */
export interface PendingGoogleSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who signed in, as the ID token says it. */
export interface GoogleIdentity {
  issuer: string;
  subject: string;
  /** Only an address the provider has verified; null otherwise. */
  email: string | null;
  name: string;
}

export class GoogleUnavailable extends Error {}

const SECONDS_TO_ANSWER = 15;

/**
 * Sign-in with Google by OpenID Connect: the authorization code flow with PKCE, state and nonce, the ID
 * token's signature, issuer, audience and expiry checked by `openid-client`. The provider's settings
 * are discovered at the first sign-in, not at start, so the app starts while Google is unreachable.
 */
export function createGoogleOidc(settings: GoogleSettings, redirectUri: string) {
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration() {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: SECONDS_TO_ANSWER,
        // Plain HTTP only for a provider on this computer (the tests' stand-in).
        execute: isLoopbackUrl(settings.issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error) => {
        discovered = null; // the next sign-in asks again
        throw new GoogleUnavailable(`discovery failed: ${(error as Error).message}`);
      });
    return discovered;
  }

  return {
    /** The provider's page to send the browser to, and what its return must match. */
    async begin(): Promise<{ url: string; pending: PendingGoogleSignIn }> {
      const config = await configuration();
      const pending = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },

    /** Trades the returned code for the ID token; throws when anything does not match. */
    async finish(returnedUrl: URL, pending: PendingGoogleSignIn): Promise<GoogleIdentity> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, returnedUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      const email =
        typeof claims.email === 'string' && claims.email_verified === true ? claims.email.toLowerCase() : null;
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email,
        name: typeof claims.name === 'string' ? claims.name : '',
      };
    },
  };
}

export type GoogleOidc = ReturnType<typeof createGoogleOidc>;
