import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { LoadingStatus } from '../../ui/spinner.tsx';
import { needsSubscription } from '../../ui/subscribe-redirect.tsx';
import { removeCourse } from './course-lock.ts';
import { courseOnPhone, downloadCourse, offlinePack } from './download-course.ts';
import { offlineText } from './offline-text.ts';
import { useOnline } from './use-online.ts';

type Download =
  | { state: 'checking' }
  | { state: 'absent' }
  | { state: 'running'; done: number }
  | { state: 'present' }
  | { state: 'failed' };

/** 1 234 567 bytes as "1,2 MB", 80 000 as "78 KB": what a learner reads on a data bundle. */
const weight = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.round(bytes / 1024)} KB`;

/** `/dashboard/kuri-telefoni`: what works without data and what does not, and the whole course in one tap. */
export function Component() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <PageTitle text={offlineText('page.title')} />
      <header>
        <h1 className="text-2xl font-bold">{offlineText('page.title')}</h1>
        <p className="mt-1 text-stone-700">{offlineText('page.intro')}</p>
      </header>
      <CourseDownload />
      <Card aria-labelledby="offline-limits" padding="roomy">
        <h2 id="offline-limits" className="text-lg font-semibold">
          {offlineText('page.limits_title')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
          <li>{offlineText('page.limit_exam')}</li>
          <li>{offlineText('page.limit_pay')}</li>
          <li>{offlineText('page.limit_end')}</li>
          <li>{offlineText('page.limit_sign_out')}</li>
        </ul>
      </Card>
    </div>
  );
}

function CourseDownload() {
  const online = useOnline();
  const pack = useQuery({ queryKey: ['offline-pack'], queryFn: offlinePack, staleTime: Number.POSITIVE_INFINITY });
  const [download, setDownload] = useState<Download>({ state: 'checking' });
  const supported = typeof window !== 'undefined' && 'caches' in window;

  useEffect(() => {
    if (!pack.data) return;
    let current = true;
    void courseOnPhone(pack.data).then((present) => {
      if (current) setDownload({ state: present ? 'present' : 'absent' });
    });
    return () => {
      current = false;
    };
  }, [pack.data]);

  const start = async () => {
    if (!pack.data) return;
    setDownload({ state: 'running', done: 0 });
    try {
      await downloadCourse(pack.data, (done) => setDownload({ state: 'running', done }));
      setDownload({ state: 'present' });
    } catch {
      setDownload({ state: 'failed' });
    }
  };
  const remove = async () => {
    await removeCourse();
    setDownload({ state: 'absent' });
  };

  let body: React.ReactNode;
  if (!supported) body = <p>{offlineText('download.unsupported')}</p>;
  else if (needsSubscription(pack.error)) body = <p>{offlineText('download.needs_subscription')}</p>;
  else if (!pack.data)
    body = online ? (
      <LoadingStatus text={offlineText('download.size_loading')} />
    ) : (
      <p>{offlineText('download.offline')}</p>
    );
  else {
    const total = pack.data.urls.length;
    body = (
      <>
        <p>{offlineText('download.size', { size: weight(pack.data.bytes) })}</p>
        {download.state === 'running' && (
          <div className="mt-3">
            <progress
              className="w-full accent-emerald-700"
              max={total}
              value={download.done}
              aria-labelledby="download-progress"
            />
            <p id="download-progress" role="status" className="text-sm text-stone-700">
              {offlineText('download.progress', { done: download.done, total })}
            </p>
          </div>
        )}
        {download.state === 'present' && (
          <p role="status" className="mt-3 font-medium text-emerald-800">
            {offlineText('download.done')}
          </p>
        )}
        {download.state === 'failed' && (
          <p role="alert" className="mt-3 text-red-800">
            {offlineText('download.failed')}
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {download.state !== 'present' && (
            <Button
              busy={download.state === 'running' || download.state === 'checking'}
              disabled={!online}
              onClick={start}
            >
              {offlineText('download.action')}
            </Button>
          )}
          {download.state === 'present' && (
            <Button variant="secondary" onClick={remove}>
              {offlineText('download.remove')}
            </Button>
          )}
        </div>
      </>
    );
  }
  return (
    <Card aria-labelledby="offline-download" padding="roomy">
      <h2 id="offline-download" className="text-lg font-semibold">
        {offlineText('download.title')}
      </h2>
      <div className="mt-2">{body}</div>
    </Card>
  );
}
