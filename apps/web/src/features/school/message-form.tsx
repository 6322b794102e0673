import {
  kigaliDay,
  MESSAGE_BODY_MAX,
  type MessageKind,
  needsBody,
  needsDay,
  type StudentProgress,
} from '@provisoire/domain';
import { SchoolMessageSchema } from '@provisoire/domain/school-work-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, fieldText } from '../../lib/api-client.ts';
import { type FieldErrors, firstIssues } from '../../lib/use-schema-form.ts';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { toast } from '../../ui/toast.ts';
import { SCHOOL_TEXTS, sendMessage, sentMessagesQuery } from './api.ts';
import { schoolText } from './school-text.ts';

interface Props {
  kind: MessageKind;
  students: StudentProgress[];
  onDone: () => void;
}

/**
 * The message of one kind: its day (needed for a class or an exam, which the students are reminded of
 * the day before), its words, and to whom.
 */
export function MessageForm({ kind, students, onDone }: Props) {
  const queryClient = useQueryClient();
  const [day, setDay] = useState('');
  const [body, setBody] = useState('');
  const [toAll, setToAll] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const bodyId = useId();
  const send = useMutation({
    mutationFn: sendMessage,
    meta: { showsInPlace: (error) => error.code === 'validation_failed' },
    onSuccess: async ({ recipients }) => {
      toast.success(schoolText('messages.sent', { count: recipients }));
      await queryClient.invalidateQueries({ queryKey: sentMessagesQuery.queryKey });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'validation_failed') setErrors(error.fields);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The domain's rules, as the server checks them: the gaps are said at once, before sending.
    const parsed = SchoolMessageSchema.safeParse({ kind, ...(day && { day }), body, ...(!toAll && { to: chosen }) });
    setErrors(firstIssues(parsed.error));
    if (parsed.success) send.mutate(parsed.data);
  };
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-6">
      <h2 className="text-xl font-bold">{schoolText(`messages.dialog_${kind}`)}</h2>
      <Field
        label={schoolText(needsDay(kind) ? 'messages.day' : 'messages.day_optional')}
        type="date"
        min={kigaliDay(new Date())}
        value={day}
        onChange={(e) => setDay(e.target.value)}
        error={fieldText(errors.day, SCHOOL_TEXTS)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={bodyId} className="text-sm font-medium text-stone-800">
          {schoolText(needsBody(kind) ? 'messages.body' : 'messages.body_optional')}
        </label>
        <textarea
          id={bodyId}
          rows={4}
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? `${bodyId}-error` : undefined}
          className="rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-emerald-600 aria-invalid:border-red-600"
        />
        {errors.body && (
          <p id={`${bodyId}-error`} role="alert" className="text-sm text-red-700">
            {fieldText(errors.body, SCHOOL_TEXTS)}
          </p>
        )}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{schoolText('messages.to')}</legend>
        {[true, false].map((all) => (
          <label key={String(all)} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="to"
              checked={toAll === all}
              onChange={() => setToAll(all)}
              className="size-5 accent-emerald-700"
            />
            {schoolText(all ? 'messages.to_all' : 'messages.to_chosen')}
          </label>
        ))}
        {!toAll && (
          <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto rounded-lg p-1 ring-1 ring-stone-200">
            {students.map((s) => (
              <li key={s.id}>
                <label className="flex min-h-11 items-center gap-3 px-2">
                  <input
                    type="checkbox"
                    checked={chosen.includes(s.id)}
                    onChange={() => toggle(s.id)}
                    className="size-5 accent-emerald-700"
                  />
                  <span className="break-words">{s.displayName}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.to && (
          <p role="alert" className="text-sm text-red-700">
            {fieldText(errors.to, SCHOOL_TEXTS)}
          </p>
        )}
      </fieldset>
      <Button type="submit" busy={send.isPending}>
        {schoolText('messages.send')}
      </Button>
      <Button variant="ghost" onClick={onDone}>
        {schoolText('messages.cancel')}
      </Button>
    </form>
  );
}
