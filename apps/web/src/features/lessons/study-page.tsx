import type { StudyPageSlug } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { t } from '../../i18n/t.ts';
import { ApiError } from '../../lib/api-client.ts';
import { LoadError } from '../../ui/load-error.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { pageQuery } from './api.ts';
import { BackButton } from './back-button.tsx';
import { LessonHtml } from './lesson-html.tsx';
import { needsSubscription, SubscribeRedirect } from './subscribe-redirect.tsx';

/** The glossary (`/dashboard/inyito`) and the key numbers (`/dashboard/imibare`), beside the lessons. */
export function Component() {
  const slug = useLocation().pathname.split('/').pop() as StudyPageSlug;
  const { data: page, error, isPending, refetch, isRefetching } = useQuery(pageQuery(slug));
  if (needsSubscription(error)) return <SubscribeRedirect />;
  const notFound = error instanceof ApiError && error.code === 'page_not_found';

  return (
    <article className="flex flex-col gap-4" aria-busy={isPending}>
      <title>{`${page?.title ?? t(`pages.${slug}`)} · ${t('app.name')}`}</title>
      <BackButton />
      {isPending && <LoadingStatus text={t('pages.loading')} />}
      {error && (
        <LoadError
          text={notFound ? error.text : t('lessons.content_error')}
          onRetry={notFound ? undefined : () => refetch()}
          busy={isRefetching}
          className="rounded-2xl bg-white p-6 ring-1 ring-stone-200"
        />
      )}
      {page && (
        <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
          <h1 className="text-2xl font-bold">{page.title}</h1>
          <p className="mt-1 text-stone-700">{page.description}</p>
          <LessonHtml html={page.html} />
        </div>
      )}
    </article>
  );
}
