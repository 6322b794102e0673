import { paths } from '@provisoire/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../i18n/t.ts';
import { errorText } from '../../lib/api-client.ts';
import { buttonClass } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { verifyEmail } from './api.ts';
import { authText } from './auth-text.ts';

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; text: string };

/** Opened from the e-mailed link: confirms the address once. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', text: t('errors.invalid_token') },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return; // the link works once: never post it twice
    sent.current = true;
    verifyEmail(token).then(
      () => setState({ kind: 'done' }),
      (error) => setState({ kind: 'failed', text: errorText(error) }),
    );
  }, [token]);

  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={t('verify.title')} />
      <h1 className="text-2xl font-bold">{t('verify.title')}</h1>
      {state.kind === 'working' && <LoadingStatus text={authText('verify.working')} />}
      <FormAlert tone="success" text={state.kind === 'done' ? authText('verify.done') : null} />
      <FormAlert text={state.kind === 'failed' ? state.text : null} />
      {state.kind !== 'working' && (
        <Link to={paths.dashboard} className={buttonClass()}>
          {authText('verify.continue')}
        </Link>
      )}
    </div>
  );
}
