import { EXAM, POLICE_PASS_MARK, READINESS, type Readiness, shownPercent, VERDICT_FROM } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { progressQuery } from '../../lib/learner-queries.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Card, cardClass } from '../../ui/card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { practicePath } from './api.ts';
import { readinessText } from './readiness-text.ts';

const marks = { pass: EXAM.passMark, police: POLICE_PASS_MARK };

/** `/dashboard/imyitozo/amahirwe`: how the chance of passing is reckoned, in plain words, beside the learner's own figures. */
export function ReadinessPage() {
  const readiness = useQuery(progressQuery).data?.readiness;
  const sections = [
    [
      readinessText('how.needed_title'),
      readinessText('how.needed', {
        coverage: Math.round(READINESS.coverage * 100),
        partAnswers: READINESS.partAnswers,
        min: READINESS.minAnswers,
      }),
    ],
    [
      readinessText('how.answers_title'),
      readinessText('how.answers', { questions: EXAM.questions, signs: EXAM.signQuestions }),
    ],
    [readinessText('how.recent_title'), readinessText('how.recent', { days: READINESS.halfLifeDays })],
    [readinessText('how.repeat_title'), readinessText('how.repeat', { hours: READINESS.repeatAfterHours })],
    [
      readinessText('how.words_title'),
      readinessText('how.words', { close: VERDICT_FROM.close * 100, likely: VERDICT_FROM.likely * 100 }),
    ],
    [
      readinessText('how.mix_title'),
      readinessText('how.mix', { questions: EXAM.questions, signs: EXAM.signQuestions }),
    ],
    [readinessText('how.marks_title', marks), readinessText('how.marks', marks)],
    [readinessText('how.never_title'), readinessText('how.never')],
  ] as const;
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageTitle text={readinessText('how.title')} />
      <header>
        <h1 className="text-2xl font-bold">{readinessText('how.title')}</h1>
        <p className="mt-1 text-stone-700">{readinessText('how.lead')}</p>
      </header>
      {readiness && <Yours readiness={readiness} />}
      <div className={cardClass('roomy', 'flex flex-col gap-4')}>
        {sections.map(([title, text]) => (
          <section key={title}>
            <h2 className="text-lg font-bold">{title}</h2>
            <p className="mt-1 text-stone-800">{text}</p>
          </section>
        ))}
      </div>
    </article>
  );
}

function Yours({ readiness }: { readiness: Readiness }) {
  const percent = (p: number | null) => readinessText('how.percent', { percent: shownPercent(p ?? 0) });
  const figures: [string, string | number][] =
    readiness.status === 'estimate'
      ? [
          [readinessText('how.yours_answers'), readiness.answers],
          [readinessText('how.yours_pass', { pass: EXAM.passMark }), percent(readiness.probability)],
          [readinessText('how.yours_pass', { pass: POLICE_PASS_MARK }), percent(readiness.policeProbability)],
        ]
      : [
          [readinessText('how.yours_answers'), readiness.answers],
          [readinessText('how.yours_covered'), `${Math.floor(readiness.coverage * 100)} %`],
          ...(readiness.needed > 0 ? [[readinessText('how.yours_needed'), readiness.needed] as [string, number]] : []),
        ];
  return (
    <Card aria-labelledby="yours" padding="roomy">
      <h2 id="yours" className="text-lg font-bold">
        {readinessText('how.yours')}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-stone-50 p-3">
            <dt className="text-sm text-stone-600">{term}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <Link to={practicePath({ kind: 'all' })} className={buttonClass('primary', 'mt-4 w-full')}>
        {readinessText('how.practise')}
      </Link>
    </Card>
  );
}
