import { paths, type Readiness, type ReadinessVerdict, shownPercent } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { progressQuery } from '../../lib/learner-queries.ts';
import { Card } from '../../ui/card.tsx';
import { Icon, PathIcon } from '../../ui/icons.tsx';
import { LoadError } from '../../ui/load-error.tsx';
import { hasActive, useSubscription } from '../subscription/api.ts';

import { partPracticePath, usePartName } from './exam-part.tsx';
import { progressText } from './progress-text.ts';
import { SubscribeInvite } from './subscribe-invite.tsx';

/**
 * The learner's next step, first on the home. Until the answers cover the exam: "not yet", and the parts
 * to practise, those never practised first. Then a verdict in words and colour, the chance as a rounded
 * figure with what it rests on, and the parts that hold it down. Shown to everyone; practice itself
 * needs a subscription, so without one the links give way to the free day or the plans.
 */
export function ReadinessCard() {
  const { data, error, refetch, isFetching } = useQuery(progressQuery);
  const subscription = useSubscription().data;
  const canPractise = !subscription || hasActive(subscription);
  return (
    <Card aria-labelledby="readiness" padding="sm">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="readiness" className="text-lg font-bold">
          {progressText('readiness.title')}
        </h2>
        <Link
          to={paths.chances}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-emerald-800 underline"
        >
          {progressText('readiness.how')}
        </Link>
      </div>
      {data ? (
        data.readiness.status === 'estimate' ? (
          <Estimate readiness={data.readiness} canPractise={canPractise} />
        ) : (
          <NotYet readiness={data.readiness} canPractise={canPractise} />
        )
      ) : error ? (
        <LoadError
          text={progressText('readiness.error')}
          onRetry={() => refetch()}
          busy={isFetching}
          className="mt-2"
        />
      ) : (
        <p aria-busy="true" className="mt-2 h-28 animate-pulse rounded-xl bg-stone-200" />
      )}
      <SubscribeInvite className="mt-3" />
    </Card>
  );
}

const VERDICT_ICON = 'size-6 shrink-0';
const VERDICT_LOOK: { [verdict in ReadinessVerdict]: { box: string; icon: ReactElement } } = {
  not_ready: { box: 'bg-red-50 text-red-900 ring-red-200', icon: <Icon name="sign" className={VERDICT_ICON} /> },
  close: {
    box: 'bg-amber-50 text-amber-900 ring-amber-300',
    icon: <PathIcon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" className={VERDICT_ICON} />,
  },
  likely: {
    box: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
    icon: <Icon name="check" className={VERDICT_ICON} />,
  },
};

function Estimate({ readiness, canPractise }: { readiness: Readiness; canPractise: boolean }) {
  const verdict = readiness.verdict ?? 'not_ready';
  const look = VERDICT_LOOK[verdict];
  return (
    <>
      <p className={`mt-2 flex items-center gap-2 rounded-xl px-3 py-2 text-lg font-bold ring-1 ${look.box}`}>
        {look.icon}
        {progressText(`verdict.${verdict}`)}
      </p>
      <p className="mt-2 text-stone-900">
        {progressText('readiness.chance', {
          percent: shownPercent(readiness.probability ?? 0),
          pass: readiness.passMark,
        })}
      </p>
      <p className="text-sm text-stone-700">{progressText('readiness.rests_on', { answers: readiness.answers })}</p>
      {readiness.weakest.length > 0 && (
        <Parts title={progressText('readiness.weakest')} parts={readiness.weakest} canPractise={canPractise} />
      )}
    </>
  );
}

function NotYet({ readiness, canPractise }: { readiness: Readiness; canPractise: boolean }) {
  const covered = Math.floor(readiness.coverage * 100);
  return (
    <>
      <p className="mt-2 flex items-center gap-2 rounded-xl bg-stone-100 p-3 text-xl font-bold text-stone-900 ring-1 ring-stone-300">
        <PathIcon
          d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01"
          className="size-7 shrink-0"
        />
        {progressText('readiness.not_yet')}
      </p>
      <p className="mt-2 flex items-center gap-2 text-sm text-stone-700">
        <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200">
          <span className="block h-full rounded-full bg-emerald-600" style={{ width: `${covered}%` }} />
        </span>
        <span>{progressText('readiness.covered', { percent: covered })}</span>
      </p>
      {readiness.toPractise.length > 0 ? (
        <Parts
          title={progressText('readiness.to_practise')}
          // Two: today's plan, just below, gives the day's parts, and the first screen keeps the exam.
          parts={readiness.toPractise.slice(0, 2)}
          canPractise={canPractise}
        />
      ) : (
        <p className="mt-2 text-sm text-stone-700">{progressText('readiness.needed', { needed: readiness.needed })}</p>
      )}
    </>
  );
}

/** Parts of the exam, each one tap from its practice while the learner may practise. */
function Parts({ title, parts, canPractise }: { title: string; parts: number[]; canPractise: boolean }) {
  const name = usePartName();
  return (
    <>
      <h3 className="mt-2 text-sm font-semibold">{title}</h3>
      <ul className="mt-1 flex flex-col gap-1 text-sm">
        {parts.map((part) => (
          <li key={part}>
            {canPractise ? (
              <Link
                to={partPracticePath(part)}
                className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 py-1 font-semibold text-emerald-900 underline ring-1 ring-stone-200 hover:bg-emerald-50"
              >
                <span>{name(part)}</span>
                <span aria-hidden="true">→</span>
              </Link>
            ) : (
              <span className="block px-2 py-1">{name(part)}</span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
