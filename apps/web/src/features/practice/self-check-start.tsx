import { PRACTICE } from '@provisoire/domain';
import { lazy, Suspense, useState } from 'react';
import { t } from '../../i18n/t.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { checkText } from './check-text.ts';
import { hasQuestions } from './practice-rules.ts';

// The self-check's code comes when the learner starts it, not with every lesson: with practice's, which shares it.
const SelfCheck = lazy(() => import('./practice-page.tsx').then((m) => ({ default: m.SelfCheck })));

/** At a lesson's end (3 to 13): five of its questions, started when the learner asks. */
export function SelfCheckStart({ lesson }: { lesson: number }) {
  const [attempt, setAttempt] = useState(0);
  if (!hasQuestions(lesson)) return null;
  return (
    <Card aria-labelledby="self-check" padding="roomy">
      <h2 id="self-check" className="text-xl font-bold">
        {checkText('check.title')}
      </h2>
      {attempt === 0 ? (
        <>
          <p className="mt-1 text-stone-700">{checkText('check.intro', { count: PRACTICE.selfCheckQuestions })}</p>
          <Button className="mt-3 w-full" onClick={() => setAttempt(1)}>
            {checkText('check.start')}
          </Button>
        </>
      ) : (
        <Suspense fallback={<LoadingStatus text={t('app.loading')} />}>
          <SelfCheck key={attempt} lesson={lesson} onAgain={() => setAttempt(attempt + 1)} />
        </Suspense>
      )}
    </Card>
  );
}
