import Provider from 'oidc-provider';
import { freePort } from '../src/cli/free-port.ts';

export interface FakeGoogleAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export const FAKE_GOOGLE_CLIENT = { id: 'provisoire-test', secret: 'fake-google-secret' };

/**
 * A real OpenID provider (`oidc-provider`) standing in for Google on this computer. Its sign-in page
 * takes any login: the login becomes the subject, with the e-mail and name given in `accounts` (or
 * `<login>@gmail.test`, verified). Consent is taken as given, as Google does for a returning user.
 */
export async function startFakeGoogle(redirectUri: string) {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, FakeGoogleAccount>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: FAKE_GOOGLE_CLIENT.id,
        client_secret: FAKE_GOOGLE_CLIENT.secret,
        redirect_uris: [redirectUri],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the claims, as Google's does, so the client needs no userinfo call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: `${sub}@gmail.test`,
        email_verified: true,
        name: 'Google User',
        ...accounts.get(sub),
      }),
    }),
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const server = provider.listen(port);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    issuer,
    accounts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
