import type { SaveStatus } from '../../lib/outbox.ts';
import { examText } from './exam-text.ts';

const LOOK: Record<SaveStatus, string> = {
  saved: 'text-emerald-800',
  saving: 'text-stone-600',
  offline: 'bg-amber-100 text-amber-900',
};

/** Whether the answers have reached the server: read out politely when it changes. */
export function SaveIndicator({ status }: { status: SaveStatus }) {
  return (
    <p role="status" className={`rounded-md px-2 py-1 text-sm font-medium ${LOOK[status]}`}>
      {examText(`exam.${status}`)}
    </p>
  );
}
