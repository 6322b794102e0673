import type { ExamPicture, MistakeList as List, MistakeItem } from '@provisoire/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { dueLabel } from './due-label.ts';
import { practiceText } from './practice-text.ts';

/**
 * The questions waiting in the mistakes, the soonest back first, each with its lesson and when it comes
 * back: its text cut to two lines, a sign small beside it. No key: the review is where it is answered.
 */
export function MistakeList({ query }: { query: UseQueryResult<List> }) {
  const { data, error, refetch, isFetching } = query;
  if (error)
    return <LoadError text={practiceText('mistakes.list_error')} onRetry={() => refetch()} busy={isFetching} />;
  if (!data) return <LoadingStatus text={practiceText('mistakes.list_loading')} />;
  // All learnt since the counts were read: they will say so when asked again.
  if (data.mistakes.length === 0) return null;
  return (
    <section aria-labelledby="mistakes-list" className="flex flex-col gap-2">
      <h2 id="mistakes-list" className="text-lg font-bold">
        {practiceText('mistakes.list_title')}
      </h2>
      <ul className="flex flex-col gap-2">
        {data.mistakes.map((m) => (
          <Item key={m.id} mistake={m} now={data.now} />
        ))}
      </ul>
      {data.total > data.mistakes.length && (
        <p className="text-sm text-stone-700">
          {practiceText('mistakes.list_more', { shown: data.mistakes.length, total: data.total })}
        </p>
      )}
    </section>
  );
}

function Item({ mistake, now }: { mistake: MistakeItem; now: string }) {
  // Both ISO times from the server's clock: as strings they compare as times.
  const due = mistake.due <= now;
  return (
    <li className="flex gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200">
      {mistake.picture && <Thumbnail picture={mistake.picture} />}
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-stone-900">{mistake.stem}</p>
        <p className="mt-1 flex flex-wrap items-center justify-between gap-x-3 text-sm text-stone-700">
          <span>{practiceText('practice.lesson', { id: mistake.lesson })}</span>
          <span
            className={`rounded-full px-2 py-0.5 font-semibold ${due ? 'bg-amber-100 text-amber-900' : 'bg-stone-100 text-stone-800'}`}
          >
            {dueLabel(mistake.due, now)}
          </span>
        </p>
      </div>
    </li>
  );
}

/** A sign or a drawn situation, small: the question often makes no sense without it. Fetched as it scrolls in. */
function Thumbnail({ picture }: { picture: ExamPicture }) {
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className="size-14 shrink-0 object-contain"
    />
  );
}
