import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { tu } from './auth-text.ts';

/** School accounts are a later step; this page says so instead of a form that cannot work. */
export function Component() {
  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={tu('school.title')} />
      <h1 className="text-2xl font-bold">{tu('school.title')}</h1>
      <p className="text-stone-700">{tu('school.text')}</p>
      <Link to="/user-sign-up" className={buttonClass()}>
        {tu('register.regular')}
      </Link>
    </div>
  );
}
