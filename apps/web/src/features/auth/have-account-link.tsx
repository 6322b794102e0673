import { paths, withRedirect } from '@provisoire/domain';
import { Link } from 'react-router';
import { authText } from './auth-text.ts';

/** 'Already have an account? Sign in', keeping the page the learner was going to. */
export function HaveAccountLink({ redirect }: { redirect: string | null }) {
  return (
    <p className="text-sm">
      {authText('signup.have_account')}{' '}
      <Link to={withRedirect(paths.login, redirect)} className="font-medium text-emerald-800 underline">
        {authText('login.submit')}
      </Link>
    </p>
  );
}
