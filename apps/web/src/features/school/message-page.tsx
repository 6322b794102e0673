import type { SentMessage } from '@provisoire/domain';
import { formatMessageDay, MESSAGE_KIND_NAMES, MESSAGE_KINDS, type MessageKind } from '@provisoire/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDayTime } from '../../lib/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { QueryLoadError } from '../../ui/load-error.tsx';
import { LoadingBlock } from '../../ui/loading-block.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { sentMessagesQuery, studentsQuery } from './api.ts';
import { MessageForm } from './message-form.tsx';
import { schoolText } from './school-text.ts';

/** `/dashboard/message` (Ubutumwa): a class session, an exam date or a note to the school's students, and what was sent. */
export function Component() {
  const students = useQuery(studentsQuery);
  const [kind, setKind] = useState<MessageKind | null>(null);
  const accepted = students.data?.students ?? [];
  return (
    <div className="flex flex-col gap-6">
      <PageTitle text={schoolText('messages.title')} />
      <Card className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{schoolText('messages.title')}</h1>
        <p className="text-stone-700">{schoolText('messages.intro')}</p>
        {students.isPending ? (
          <LoadingBlock />
        ) : students.isError ? (
          <QueryLoadError error={students.error} onRetry={() => students.refetch()} busy={students.isFetching} />
        ) : accepted.length === 0 ? (
          <p className="rounded-lg bg-amber-50 p-3 text-amber-950">{schoolText('messages.no_students')}</p>
        ) : (
          <div className="grid gap-2 sm:grid-cols-3">
            {MESSAGE_KINDS.map((k) => (
              <Button key={k} variant={k === 'note' ? 'secondary' : 'primary'} onClick={() => setKind(k)}>
                {schoolText(`messages.new_${k}`)}
              </Button>
            ))}
          </div>
        )}
      </Card>
      <History />
      <Dialog
        open={kind !== null}
        onClose={() => setKind(null)}
        label={kind ? schoolText(`messages.dialog_${kind}`) : ''}
        className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0"
      >
        {kind && <MessageForm kind={kind} students={accepted} onDone={() => setKind(null)} />}
      </Dialog>
    </div>
  );
}

function History() {
  const sent = useQuery(sentMessagesQuery);
  return (
    <section aria-labelledby="sent-messages" className="flex flex-col gap-3">
      <h2 id="sent-messages" className="text-lg font-bold">
        {schoolText('messages.history')}
      </h2>
      {sent.isPending ? (
        <LoadingBlock />
      ) : sent.isError ? (
        <QueryLoadError error={sent.error} onRetry={() => sent.refetch()} busy={sent.isFetching} />
      ) : sent.data.length === 0 ? (
        <p className="text-stone-700">{schoolText('messages.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sent.data.map((m) => (
            <Sent key={m.id} message={m} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Sent({ message }: { message: SentMessage }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl bg-white p-4 ring-1 ring-stone-200" data-testid="sent-message">
      <p className="flex flex-wrap justify-between gap-x-3">
        <span className="font-semibold">
          {MESSAGE_KIND_NAMES[message.kind]}
          {message.day && ` · ${schoolText('messages.on_day', { date: formatMessageDay(message.day) })}`}
        </span>
        <span className="text-sm text-stone-600">{formatDayTime(message.createdAt)}</span>
      </p>
      {message.body && <p className="break-words whitespace-pre-line text-stone-800">{message.body}</p>}
      <p className="text-sm text-stone-600">
        {schoolText('messages.read', { read: message.read, recipients: message.recipients })}
      </p>
    </li>
  );
}
