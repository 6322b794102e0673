import { paths, withRedirect } from '@provisoire/domain';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { authText } from './auth-text.ts';
import { HaveAccountLink } from './have-account-link.tsx';
import { useRedirectParam } from './use-query-param.ts';

interface Card {
  title: string;
  text: string;
  icon: IconName;
}

const cardClass = 'flex items-start gap-3 rounded-xl p-4 ring-1';

/** The account-type chooser: a learner's account or a driving school's; agents' accounts are not open. */
export function Component() {
  const redirect = useRedirectParam();
  const agent: Card = { title: authText('register.agent'), text: authText('register.agent_text'), icon: 'card' };
  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={authText('register.title')} />
      <h1 className="text-2xl font-bold">{authText('register.title')}</h1>
      <Link to={withRedirect(paths.signUp, redirect)} className={`${cardClass} ring-emerald-600 hover:bg-emerald-50`}>
        <CardBody
          card={{
            title: authText('register.regular'),
            text: authText('register.regular_text'),
            icon: 'user',
          }}
        />
      </Link>
      <Link to={paths.schoolSignUp} className={`${cardClass} ring-emerald-600 hover:bg-emerald-50`}>
        <CardBody
          card={{ title: authText('register.school'), text: authText('register.school_text'), icon: 'users' }}
        />
      </Link>
      <div
        aria-disabled="true"
        className={`${cardClass} cursor-not-allowed bg-stone-100 text-stone-500 ring-stone-200`}
      >
        <CardBody card={agent} badge={authText('register.closed')} />
      </div>
      <HaveAccountLink redirect={redirect} />
    </div>
  );
}

function CardBody({ card, badge }: { card: Card; badge?: string }) {
  return (
    <>
      <Icon name={card.icon} className="mt-1 size-6 shrink-0" />
      <span className="flex flex-col">
        <span className="font-semibold">
          {card.title} {badge && <span className="ml-1 rounded bg-stone-200 px-1.5 py-0.5 text-xs">{badge}</span>}
        </span>
        <span className="text-sm">{card.text}</span>
      </span>
    </>
  );
}
