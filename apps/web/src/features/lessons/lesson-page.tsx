import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, useParams } from 'react-router';
import { noteStudied } from '../../lib/install-moment.ts';
import { cardClass } from '../../ui/card.tsx';
import { PathIcon } from '../../ui/icons.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { needsSubscription, SubscribeRedirect } from '../../ui/subscribe-redirect.tsx';
import { useScrolledPast } from '../../ui/use-scrolled-past.ts';
import { SelfCheckStart } from '../practice/self-check-start.tsx';
import { lessonQuery } from './api.ts';
import { BackButton } from './back-button.tsx';
import { ContentStatus } from './content-status.tsx';
import { LessonHtml } from './lesson-html.tsx';
import { lessonsText } from './lessons-text.ts';
import '../../app/page-data.ts'; // the data this page was rendered with, taken over before it hydrates

const TO_TOP_AFTER_PX = 1500;

import { courseText } from '../../lib/course-text.ts';

export function Component() {
  const { id = '' } = useParams();
  const query = useQuery(lessonQuery(id));
  const { data: lesson, error, isPending } = query;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const read = lesson !== undefined;
  useEffect(() => {
    if (read) noteStudied();
  }, [read]);
  if (needsSubscription(error)) return <SubscribeRedirect />;

  return (
    // A screen tall while the lesson loads, so what follows (the side panel on a phone) does not jump
    // down when it arrives.
    <article className={`flex flex-col gap-4 ${isPending ? 'min-h-dvh' : ''}`} aria-busy={isPending}>
      <PageTitle text={lesson?.title ?? courseText('lessons.number', { id })} />
      <BackButton />
      <ContentStatus query={query} notFound="lesson_not_found" loadingText={lessonsText('lessons.content_loading')} />
      {lesson && (
        <div className={cardClass('roomy')}>
          <p className="text-sm font-medium text-emerald-800">{courseText('lessons.number', { id: lesson.id })}</p>
          <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
            {lesson.title}
          </h1>
          <LessonHtml html={lesson.html} />
        </div>
      )}
      {lesson && <SelfCheckStart key={lesson.id} lesson={lesson.id} />}
      {lesson && <ToTop target={titleRef} />}
    </article>
  );
}

/** Back to the title, from the dashboard's bar beside the bell: floating over the lesson, it covered its text. */
function ToTop({ target }: { target: RefObject<HTMLHeadingElement | null> }) {
  const visible = useScrolledPast(TO_TOP_AFTER_PX);
  // Shown only once scrolled, long after the bar is on the page.
  const bar = visible ? document.getElementById('bar-actions') : null;
  if (!bar) return null;
  return createPortal(
    <Link
      to="#"
      className="inline-flex size-10 shrink-0 items-center justify-center gap-2 rounded-full bg-emerald-700 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 sm:size-auto sm:px-4 sm:py-2"
      onClick={(event) => {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: 'smooth' });
        target.current?.focus({ preventScroll: true });
      }}
    >
      {/* On a phone only the arrow shows, so the greeting keeps its room. */}
      <PathIcon d="M12 19V5M6 11l6-6 6 6" />{' '}
      <span className="sr-only sm:not-sr-only">{lessonsText('lessons.to_top')}</span>
    </Link>,
    bar,
  );
}
