import { ITEM_FLAG_NAMES, type ItemAnalysisRow } from '@provisoire/domain';
import { Icon } from '../../ui/icons.tsx';
import { itemStatsText } from './item-stats-text.ts';

const percent = (share: number) => Math.round(share * 100);

/** One question as its author reads it: what it asks, its figures, what looks wrong, and each choice's picks. */
export function QuestionStatsCard({ row }: { row: ItemAnalysisRow }) {
  const { picture } = row;
  const drawing = picture?.width !== undefined && picture.height !== undefined;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-stone-600">
        {row.questionId} · {itemStatsText('item_stats.lesson', { lesson: row.lesson, title: row.lessonTitle })}
      </p>
      <h2 className="font-semibold break-words">{row.stem}</h2>
      {picture && (
        <img
          src={picture.src}
          alt={picture.alt}
          width={drawing ? picture.width : 64}
          height={drawing ? picture.height : 64}
          loading="lazy"
          className="h-16 w-auto self-start object-contain"
        />
      )}
      {row.flags.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {row.flags.map((flag) => (
            <li key={flag} className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
              {ITEM_FLAG_NAMES[flag]}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-stone-800">
        {itemStatsText('item_stats.asked', { count: row.asked })} ·{' '}
        {row.shareRight === null
          ? itemStatsText('item_stats.never_asked')
          : itemStatsText('item_stats.right', { percent: percent(row.shareRight) })}
        <br />
        {row.discrimination === null
          ? itemStatsText('item_stats.discrimination_unknown', { count: row.examAnswers })
          : itemStatsText('item_stats.discrimination', {
              value: row.discrimination.toFixed(2),
              count: row.examAnswers,
            })}
      </p>
      <ol aria-label={itemStatsText('item_stats.choices')} className="flex flex-col gap-1.5">
        {row.choices.map((text, i) => {
          const pick = row.picks[i] ?? { count: 0, share: 0 };
          const key = i === row.correct;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the bank's order is the choice's identity
            <li key={i} className="text-sm">
              <p className={`flex gap-1 break-words ${key ? 'font-semibold text-emerald-900' : 'text-stone-800'}`}>
                {key && <Icon name="check" className="size-4 shrink-0 translate-y-0.5" />}
                <span>
                  {key && <span className="sr-only">{itemStatsText('item_stats.key')}: </span>}
                  {text} — {itemStatsText('item_stats.picked', { count: pick.count, percent: percent(pick.share) })}
                </span>
              </p>
              {/* The share as a bar, for the eye: the words above say it. */}
              <div className="mt-0.5 h-1.5 rounded-full bg-stone-100" aria-hidden="true">
                <div
                  className={`h-full rounded-full ${key ? 'bg-emerald-600' : 'bg-stone-400'}`}
                  style={{ width: `${percent(pick.share)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
