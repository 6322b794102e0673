import { isGoogleFailure, withRedirect } from '@provisoire/domain';
import { siteSettings } from '../../lib/site-settings.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { authText } from './auth-text.ts';
import { useQueryParam } from './use-query-param.ts';

/**
 * 'Komeza na Google', where this deployment has it: a plain link, since the server leads the browser to
 * Google and back. A sign-in that came back without the account says why above it.
 */
export function GoogleSignIn({ redirect }: { redirect: string | null }) {
  const failure = useQueryParam('google');
  if (!siteSettings().googleSignIn) return null;
  return (
    <div className="flex flex-col gap-3">
      {isGoogleFailure(failure) && <FormAlert text={authText(`login.google_${failure}`)} />}
      <a
        href={withRedirect('/auth/google', redirect)}
        className="inline-flex min-h-11 items-center justify-center gap-3 rounded-lg bg-white font-semibold text-stone-900 ring-1 ring-stone-400 hover:bg-stone-50"
      >
        <GoogleMark />
        {authText('login.google')}
      </a>
    </div>
  );
}

/** Google's "G", as its sign-in branding asks the button to show. */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
      <path fill="#EA4335" d="M24 10c4 0 7 1 9 4l7-7C36 2 30 0 24 0 15 0 7 5 3 13l8 6C12 14 18 10 24 10z" />
      <path fill="#4285F4" d="M47 25c0-2 0-3 0-5H24v9h13c-1 3-2 5-5 7l8 6c5-4 7-10 7-18z" />
      <path fill="#FBBC05" d="M11 29c0-1-1-3-1-5s0-3 1-5l-8-6C1 16 0 20 0 24c0 4 1 8 3 11l8-6z" />
      <path fill="#34A853" d="M24 48c6 0 12-2 16-6l-8-6c-2 1-5 2-8 2-6 0-12-4-13-10l-8 6C7 43 15 48 24 48z" />
    </svg>
  );
}
