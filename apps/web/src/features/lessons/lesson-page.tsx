import { useQuery } from '@tanstack/react-query';
import { type RefObject, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { t } from '../../i18n/t.ts';
import { Icon } from '../../ui/icons.tsx';
import { useScrolledPast } from '../../ui/use-scrolled-past.ts';
import { lessonQuery } from './api.ts';
import { BackButton } from './back-button.tsx';
import { ContentStatus } from './content-status.tsx';
import { LessonHtml } from './lesson-html.tsx';
import { needsSubscription, SubscribeRedirect } from './subscribe-redirect.tsx';

const TO_TOP_AFTER_PX = 1500;

export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(lessonQuery(id));
  const { data: lesson, error, isPending } = query;
  const titleRef = useRef<HTMLHeadingElement>(null);
  if (needsSubscription(error)) return <SubscribeRedirect />;

  return (
    <article className="flex flex-col gap-4" aria-busy={isPending}>
      <title>{`${lesson?.title ?? t('lessons.number', { id })} · ${t('app.name')}`}</title>
      <BackButton />
      <ContentStatus query={query} notFound="lesson_not_found" loadingText={t('lessons.content_loading')} />
      {lesson && (
        <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
          <p className="text-sm font-medium text-emerald-800">{t('lessons.number', { id: lesson.id })}</p>
          <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            {lesson.title}
          </h1>
          <LessonHtml html={lesson.html} />
        </div>
      )}
      {lesson && <ToTop target={titleRef} />}
    </article>
  );
}

function ToTop({ target }: { target: RefObject<HTMLHeadingElement | null> }) {
  const visible = useScrolledPast(TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <Link
      to="#"
      className="fixed right-4 bottom-20 z-30 inline-flex items-center gap-2 rounded-full bg-emerald-700 px-4 py-3 font-semibold text-white shadow-lg"
      onClick={(event) => {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: 'smooth' });
        target.current?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrow_up" /> {t('lessons.to_top')}
    </Link>
  );
}
