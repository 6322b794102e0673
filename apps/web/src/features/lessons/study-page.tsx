import type { StudyPageSlug } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { cardClass } from '../../ui/card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { needsSubscription, SubscribeRedirect } from '../../ui/subscribe-redirect.tsx';
import { pageQuery } from './api.ts';
import { BackButton } from './back-button.tsx';
import { ContentStatus } from './content-status.tsx';
import { LessonHtml } from './lesson-html.tsx';
import { lessonsText } from './lessons-text.ts';
import '../../app/page-data.ts'; // the data this page was rendered with, taken over before it hydrates

/** The glossary (`/dashboard/inyito`) and the key numbers (`/dashboard/imibare`), beside the lessons. */
export function Component() {
  // Two routes, one page: the address's last part names it (`/dashboard/inyito`, `/dashboard/imibare/`).
  const slug = useLocation().pathname.split('/').filter(Boolean).pop() as StudyPageSlug;
  const query = useQuery(pageQuery(slug));
  const { data: page, error, isPending } = query;
  if (needsSubscription(error)) return <SubscribeRedirect />;

  return (
    <article className="flex min-h-dvh flex-col gap-4" aria-busy={isPending}>
      <PageTitle text={page?.title ?? lessonsText(`pages.${slug}`)} />
      <BackButton />
      <ContentStatus query={query} notFound="page_not_found" loadingText={lessonsText('pages.loading')} />
      {page && (
        <div className={cardClass('roomy')}>
          <h1 className="text-2xl font-bold">{page.title}</h1>
          <p className="mt-1 text-stone-700">{page.description}</p>
          <LessonHtml html={page.html} />
        </div>
      )}
    </article>
  );
}
