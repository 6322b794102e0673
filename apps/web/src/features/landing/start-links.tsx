import { paths, withRedirect } from '@provisoire/domain';
import { Link } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { buttonClass } from '../../ui/button.tsx';
import { landingText } from './landing-text.ts';

interface Props {
  label: string;
  /** The page the visitor wants; they land there once signed up or signed in. */
  to: string;
  primary?: 'primary' | 'accent';
  large?: boolean;
}

/**
 * A call to action for a newcomer: open an account (the account-type choice), with sign-in beside it
 * for those who have one. Someone already signed in goes straight to the page.
 */
export function StartLinks({ label, to, primary = 'primary', large = false }: Props) {
  const { user } = useSession();
  const size = large ? 'text-lg' : '';
  if (user)
    return (
      <Link to={to} className={buttonClass(primary, size)}>
        {label}
      </Link>
    );
  return (
    <>
      <Link to={withRedirect(paths.register, to)} className={buttonClass(primary, size)}>
        {label}
      </Link>
      <Link to={withRedirect(paths.login, to)} className={buttonClass('secondary', size)}>
        {landingText('landing.sign_in')}
      </Link>
    </>
  );
}
