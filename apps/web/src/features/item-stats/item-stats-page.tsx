import { enoughAnswers, ITEM_MIN_ASKED, ITEM_MIN_EXAM_ANSWERS, type ItemAnalysisRow } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { ITEM_STATS_CSV, itemStatsQuery } from './api.ts';
import { itemStatsText } from './item-stats-text.ts';
import { QuestionStatsCard } from './question-stats-card.tsx';

/** Questions shown at first, and added by each 'Reba Ibikurira': the whole bank is some 900 cards. */
const PAGE = 30;

/**
 * `/dashboard/ibibazo-isesengura` (Isesengura ry'ibibazo): every question of the bank with how learners
 * answer it, the flagged ones at the top, for the authors to mend.
 */
export function Component() {
  const { data, error, refetch, isFetching } = useQuery(itemStatsQuery);
  const title = itemStatsText('item_stats.title');
  return (
    <div className="flex flex-col gap-4">
      <PageTitle text={title} />
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{title}</h1>
          <a href={ITEM_STATS_CSV} download className={buttonClass('secondary')}>
            {itemStatsText('item_stats.export')}
          </a>
        </div>
        <p className="text-stone-800">{itemStatsText('item_stats.intro')}</p>
        <p className="text-sm text-stone-700">{itemStatsText('item_stats.intro_discrimination')}</p>
        <p className="text-sm text-stone-700">
          {itemStatsText('item_stats.intro_threshold', { asked: ITEM_MIN_ASKED, exams: ITEM_MIN_EXAM_ANSWERS })}
        </p>
      </Card>
      {error && !data ? (
        <QueryLoadError error={error} onRetry={() => refetch()} busy={isFetching} />
      ) : !data ? (
        <LoadingBlock />
      ) : (
        <Questions rows={data.questions} />
      )}
    </div>
  );
}

function Questions({ rows }: { rows: ItemAnalysisRow[] }) {
  const [shown, setShown] = useState(PAGE);
  const flagged = rows.filter((r) => r.flags.length > 0).length;
  return (
    <>
      {enoughAnswers(rows) ? (
        <p className="font-semibold">{itemStatsText('item_stats.summary', { flagged, total: rows.length })}</p>
      ) : (
        <p className="rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">
          {itemStatsText('item_stats.too_little', { asked: ITEM_MIN_ASKED })}
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {rows.slice(0, shown).map((row) => (
          <li key={row.questionId} className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
            <QuestionStatsCard row={row} />
          </li>
        ))}
      </ul>
      {/* Always there, so that a screen reader hears each new count. */}
      <p className="text-sm text-stone-600" aria-live="polite">
        {itemStatsText('item_stats.shown', { count: Math.min(shown, rows.length), total: rows.length })}
      </p>
      {shown < rows.length && (
        <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
          {itemStatsText('item_stats.more')}
        </Button>
      )}
    </>
  );
}
