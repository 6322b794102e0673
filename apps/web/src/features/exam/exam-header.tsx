import { useState } from 'react';
import type { SaveStatus } from '../../lib/outbox.ts';
import { examText } from './exam-text.ts';
import { ExamTimer } from './exam-timer.tsx';
import { SaveIndicator } from './save-indicator.tsx';

/**
 * The exam's heading, whether its answers are saved, and its time left on the server's clock
 * (`serverNow` is the server's time when the exam was read: how far the phone's clock is off).
 */
export function ExamHeader({
  status,
  deadline,
  serverNow,
  onExpire,
}: {
  status: SaveStatus;
  deadline: string;
  serverNow: string;
  onExpire: () => void;
}) {
  const [skewMs] = useState(() => new Date(serverNow).getTime() - Date.now());
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 className="text-2xl font-bold">{examText('exam.title')}</h1>
      <SaveIndicator status={status} />
      <ExamTimer deadline={deadline} skewMs={skewMs} onExpire={onExpire} />
    </div>
  );
}
